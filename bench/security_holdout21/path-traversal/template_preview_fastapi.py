import logging
import os

from fastapi import FastAPI
from fastapi.responses import PlainTextResponse

app = FastAPI()
log = logging.getLogger("templates")
TEMPLATE_ROOT = os.path.realpath("/srv/app/email_templates")


@app.get("/templates/preview", response_class=PlainTextResponse)
def template_preview(name: str):
    candidate = os.path.realpath(os.path.join(TEMPLATE_ROOT, name))
    if not candidate.startswith(TEMPLATE_ROOT + os.sep):
        log.warning("template outside root requested: %s", candidate)
    with open(candidate, encoding="utf-8") as fh:
        return fh.read()
