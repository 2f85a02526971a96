import csv
import io

from fastapi import APIRouter, Depends, Query
from fastapi.responses import Response

from .reports import ReportService, get_report_service

router = APIRouter()


@router.get("/reports/{report_id}/export")
def export_report(report_id: int, filename: str = Query("report"), svc: ReportService = Depends(get_report_service)):
    buf = io.StringIO()
    writer = csv.writer(buf)
    for row in svc.rows(report_id):
        writer.writerow(row)
    disposition = f'attachment; filename="{filename}.csv"'
    return Response(content=buf.getvalue(), media_type="text/csv", headers={"Content-Disposition": disposition})
