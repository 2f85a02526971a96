from fastapi import APIRouter, Depends, FastAPI, HTTPException
from jinja2 import TemplateError
from jinja2.sandbox import ImmutableSandboxedEnvironment
from pydantic import BaseModel, Field

from .auth import current_user
from .repo import NotificationTemplateRepo, get_template_repo

router = APIRouter(prefix="/notifications/templates")
sandbox = ImmutableSandboxedEnvironment(autoescape=True)


class TemplateIn(BaseModel):
    name: str = Field(..., pattern=r"^[a-z0-9_]{3,40}$")
    subject: str = Field(..., max_length=200)
    body: str = Field(..., max_length=20_000)


class PreviewIn(BaseModel):
    body: str = Field(..., max_length=20_000)
    sample: dict[str, str] = {}


def render_body(body: str, context: dict) -> str:
    return sandbox.from_string(body).render(**context)


@router.post("/preview")
async def preview(payload: PreviewIn, user=Depends(current_user)):
    context = {"user_name": user.display_name, "org": user.org_name, **payload.sample}
    try:
        html = render_body(payload.body, context)
    except TemplateError as exc:
        raise HTTPException(status_code=422, detail=str(exc))
    return {"html": html}


@router.put("/{name}")
async def save_template(
    name: str,
    payload: TemplateIn,
    user=Depends(current_user),
    repo: NotificationTemplateRepo = Depends(get_template_repo),
):
    if name != payload.name:
        raise HTTPException(status_code=400, detail="name mismatch")
    await repo.upsert(org_id=user.org_id, name=name, subject=payload.subject, body=payload.body)
    return {"saved": name}


@router.get("/{name}")
async def get_template(
    name: str,
    user=Depends(current_user),
    repo: NotificationTemplateRepo = Depends(get_template_repo),
):
    tpl = await repo.get(org_id=user.org_id, name=name)
    if tpl is None:
        raise HTTPException(status_code=404)
    return {"name": tpl.name, "subject": tpl.subject, "body": tpl.body}


app = FastAPI()
app.include_router(router)
