import csv
import io

from fastapi import FastAPI, Query
from fastapi.responses import StreamingResponse

from .reports import report_rows

app = FastAPI()


@app.get("/reports/{report_id}/export")
def export_report(report_id: int, name: str = Query("report")):
    buf = io.StringIO()
    writer = csv.writer(buf)
    for row in report_rows(report_id):
        writer.writerow(row)
    headers = {"Content-Disposition": disposition(name)}
    return StreamingResponse(iter([buf.getvalue()]), media_type="text/csv", headers=headers)


def disposition(filename: str) -> str:
    return f'attachment; filename="{filename}.csv"'
