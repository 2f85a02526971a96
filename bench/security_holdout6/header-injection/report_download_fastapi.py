from dataclasses import dataclass
from datetime import date
from typing import Dict, Optional

from fastapi import Depends, FastAPI, HTTPException, Query
from fastapi.responses import Response

PDF_MEDIA_TYPE = "application/pdf"
DEFAULT_LABEL = "report"

app = FastAPI()


@dataclass
class RenderedReport:
    report_id: int
    period: date
    content: bytes


class ReportRenderer:
    def __init__(self):
        self._cache: Dict[int, RenderedReport] = {}

    def render(self, report_id: int, period: date) -> RenderedReport:
        cached = self._cache.get(report_id)
        if cached is not None and cached.period == period:
            return cached
        body = f"%PDF-1.4\n% report {report_id} for {period:%Y-%m}\n".encode()
        report = RenderedReport(report_id=report_id, period=period, content=body)
        self._cache[report_id] = report
        return report


renderer = ReportRenderer()


def get_renderer() -> ReportRenderer:
    return renderer


def download_headers(label: str, period: date) -> Dict[str, str]:
    filename = f"{label}-{period:%Y-%m}.pdf"
    return {
        "Content-Disposition": f'attachment; filename="{filename}"',
        "Cache-Control": "private, max-age=0",
    }


@app.get("/reports/{report_id}/download")
def download_report(
    report_id: int,
    label: str = Query(DEFAULT_LABEL, max_length=100),
    period: Optional[date] = None,
    reports: ReportRenderer = Depends(get_renderer),
):
    if report_id <= 0:
        raise HTTPException(status_code=404, detail="report not found")
    period = period or date.today().replace(day=1)
    report = reports.render(report_id, period)
    return Response(
        content=report.content,
        media_type=PDF_MEDIA_TYPE,
        headers=download_headers(label, period),
    )
