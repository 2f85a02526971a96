from pathlib import Path

from fastapi import FastAPI, HTTPException
from fastapi.responses import PlainTextResponse

api = FastAPI()
TEMPLATE_DIR = Path("/srv/app/email_templates").resolve()


def read_template(template_name: str) -> str:
    candidate = (TEMPLATE_DIR / template_name).resolve()
    if not candidate.is_relative_to(TEMPLATE_DIR):
        raise HTTPException(status_code=404)
    return candidate.read_text()


@api.get("/templates/preview", response_class=PlainTextResponse)
def preview(template: str):
    return read_template(template)
