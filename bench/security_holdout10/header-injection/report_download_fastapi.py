import io
import logging
import re
import uuid
from datetime import date
from typing import Dict

from fastapi import FastAPI, HTTPException, Request
from fastapi.responses import StreamingResponse

log = logging.getLogger("reports")
app = FastAPI()

TRACE_RE = re.compile(r"^[A-Za-z0-9-]{8,64}$")


class Report:
    def __init__(self, report_id: str, title: str, owner: str):
        self.id = report_id
        self.title = title
        self.owner = owner

    def render(self) -> bytes:
        return f"{self.title}\nGenerated {date.today().isoformat()}\n".encode()


REPORTS: Dict[str, Report] = {
    "r-100": Report("r-100", "Quarterly revenue", "finance"),
    "r-200": Report("r-200", "Headcount", "hr"),
}


def trace_id_for(request: Request) -> str:
    incoming = request.headers.get("x-trace-id", "")
    return incoming if TRACE_RE.fullmatch(incoming) else uuid.uuid4().hex


def download_name(report: Report) -> str:
    return f"{report.id}-{date.today():%Y%m%d}.txt"


@app.middleware("http")
async def add_trace(request: Request, call_next):
    trace = trace_id_for(request)
    response = await call_next(request)
    response.headers["X-Trace-Id"] = trace
    return response


@app.get("/reports")
def list_reports():
    return [{"id": r.id, "title": r.title} for r in REPORTS.values()]


@app.get("/reports/{report_id}/download")
def download(report_id: str):
    report = REPORTS.get(report_id)
    if report is None:
        raise HTTPException(status_code=404)
    headers = {"Content-Disposition": f'attachment; filename="{download_name(report)}"'}
    log.info("report %s downloaded", report.id)
    return StreamingResponse(io.BytesIO(report.render()), media_type="text/plain", headers=headers)
