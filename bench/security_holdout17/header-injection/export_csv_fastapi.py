from urllib.parse import quote

from fastapi import FastAPI
from fastapi.responses import PlainTextResponse

app = FastAPI()


@app.get("/reports/{report_name}/csv")
def export_csv(report_name: str):
    body = "id,value\n1,10\n2,20\n"
    encoded = quote(report_name, "")
    resp = PlainTextResponse(body, media_type="text/csv")
    resp.headers["Content-Disposition"] = f"attachment; filename*=UTF-8''{encoded}.csv"
    return resp
