from fastapi import APIRouter, Depends, Query
from fastapi.responses import Response

router = APIRouter(prefix="/reports")


class ReportService:
    def render_csv(self, period: str) -> bytes:
        return f"period,total\n{period},0\n".encode()


def disposition(filename: str) -> str:
    base = filename or "report"
    return 'attachment; filename="%s.csv"' % base


@router.get("/export")
def export(period: str = Query("2024-Q1"), filename: str = Query(""), service: ReportService = Depends()):
    response = Response(content=service.render_csv(period), media_type="text/csv")
    response.headers["Content-Disposition"] = disposition(filename)
    return response
