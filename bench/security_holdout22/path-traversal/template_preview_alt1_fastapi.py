import logging
import os
from fastapi import FastAPI
from fastapi.responses import PlainTextResponse

app = FastAPI()
log = logging.getLogger("preview")
TEMPLATE_ROOT = "/opt/app/templates"


def resolve(name: str) -> str:
    full = os.path.realpath(f"{TEMPLATE_ROOT}/{name}")
    if not full.startswith(TEMPLATE_ROOT + os.sep):
        log.warning("template outside root: %s", full)
    return full


@app.get("/templates/preview", response_class=PlainTextResponse)
def template_preview(name: str):
    path = resolve(name)
    with open(path, encoding="utf-8") as fh:
        return fh.read()
