from urllib.parse import quote

from fastapi import FastAPI
from fastapi.responses import PlainTextResponse

app = FastAPI()


@app.get("/export")
def export_text(name: str = "report", body: str = ""):
    encoded = quote(name + ".txt", safe="")
    headers = {"Content-Disposition": f"attachment; filename*=UTF-8''{encoded}"}
    return PlainTextResponse(body or "empty", headers=headers)
