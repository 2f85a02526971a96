from fastapi import FastAPI
from fastapi.responses import Response

from reports.store import load_report

app = FastAPI()


@app.get("/reports/{report_id}/download")
def download_report(report_id: int, filename: str = "report.csv"):
    data = load_report(report_id)
    disposition = ""
    for part in ("attachment", "filename=" + filename):
        disposition += part if not disposition else "; " + part
    response = Response(content=data, media_type="text/csv")
    response.headers["Content-Disposition"] = disposition
    return response
