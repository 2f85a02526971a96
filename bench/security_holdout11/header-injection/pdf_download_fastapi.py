from urllib.parse import quote

from fastapi import FastAPI
from fastapi.responses import Response

from reports import render_pdf

app = FastAPI()


@app.get("/reports/{report_id}/pdf")
def report_pdf(report_id: int, filename: str = "report"):
    pdf_bytes = render_pdf(report_id)
    encoded = quote(filename + ".pdf", safe="")
    headers = {"Content-Disposition": "attachment; filename*=UTF-8''" + encoded}
    return Response(content=pdf_bytes, media_type="application/pdf", headers=headers)
