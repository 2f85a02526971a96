from fastapi import FastAPI
from fastapi.responses import PlainTextResponse

api = FastAPI()
TEMPLATE_DIR = "/srv/app/email_templates"


def read_template(template_name: str) -> str:
    with open(f"{TEMPLATE_DIR}/{template_name}") as handle:
        return handle.read()


@api.get("/templates/preview", response_class=PlainTextResponse)
def preview(template: str):
    return read_template(template)
