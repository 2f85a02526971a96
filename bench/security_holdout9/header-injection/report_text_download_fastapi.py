import re

from fastapi import FastAPI
from fastapi.responses import PlainTextResponse

app = FastAPI()
FILENAME_JUNK = re.compile(r"[^A-Za-z0-9._-]+")


def clean_filename(name: str) -> str:
    cleaned = FILENAME_JUNK.sub("_", name).strip("._")
    return (cleaned or "report")[:64]


@app.get("/reports/{report_id}/text")
def report_text(report_id: int, name: str = "report"):
    body = f"Report {report_id}\n" + "\n".join(f"line {i}" for i in range(10))
    filename = clean_filename(name)
    headers = {"Content-Disposition": f'attachment; filename="{filename}.txt"'}
    return PlainTextResponse(body, headers=headers)
