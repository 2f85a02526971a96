from datetime import datetime

from fastapi import APIRouter, Depends, FastAPI, File, Form, HTTPException, UploadFile
from fastapi.responses import HTMLResponse
from jinja2 import Environment, TemplateSyntaxError

from .auth import current_user
from .metrics import load_dashboard_metrics

router = APIRouter(prefix="/reports")
jinja_env = Environment(autoescape=True)

DEFAULT_TEMPLATE = """
<h1>{{ title }}</h1>
<table>{% for m in metrics %}<tr><td>{{ m.name }}</td><td>{{ m.value }}</td></tr>{% endfor %}</table>
"""


async def read_template(template_file: UploadFile | None, template_text: str | None) -> str:
    if template_file is not None:
        raw = await template_file.read()
        return raw.decode("utf-8")
    return template_text or DEFAULT_TEMPLATE


def render_report(source: str, context: dict) -> str:
    return jinja_env.from_string(source).render(**context)


@router.post("/preview", response_class=HTMLResponse)
async def preview_report(
    title: str = Form("Weekly report"),
    template_text: str | None = Form(None),
    template_file: UploadFile | None = File(None),
    user=Depends(current_user),
):
    source = await read_template(template_file, template_text)
    context = {
        "title": title,
        "metrics": await load_dashboard_metrics(user.org_id),
        "generated_at": datetime.utcnow(),
    }
    try:
        return render_report(source, context)
    except TemplateSyntaxError as exc:
        raise HTTPException(status_code=422, detail=f"template error on line {exc.lineno}")


@router.get("/default-template")
async def default_template():
    return {"template": DEFAULT_TEMPLATE}


app = FastAPI()
app.include_router(router)
