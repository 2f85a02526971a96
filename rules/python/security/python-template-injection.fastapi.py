from fastapi import Cookie, FastAPI
from fastapi.responses import HTMLResponse
from jinja2 import Environment
from jinja2.sandbox import SandboxedEnvironment
from pydantic import BaseModel

app = FastAPI()
env = Environment()
sandbox = SandboxedEnvironment(autoescape=True)


@app.get("/greeting/preview", response_class=HTMLResponse)
def preview_greeting(greeting: str = Cookie(default="Hello {{ name }}")):
    # ruleid: python-template-injection
    return env.from_string(greeting).render(name="friend")


@app.get("/greeting/{name}", response_class=HTMLResponse)
def named_greeting(name: str):
    # ok: python-template-injection
    return env.from_string("Hello {{ name }}").render(name=name)


@app.get("/greeting/count/{count}", response_class=HTMLResponse)
def counted_greeting(count: int):
    # ok: python-template-injection
    return env.from_string("Hello " * count).render()


class CampaignPreview(BaseModel):
    subject: str
    body: str
    first_name: str = "Alex"


@app.post("/campaigns/preview", response_class=HTMLResponse)
def preview_campaign(preview: CampaignPreview):
    # ruleid: python-template-injection
    return env.from_string(preview.body).render(first_name=preview.first_name)


@app.post("/campaigns/render", response_class=HTMLResponse)
def render_campaign(preview: CampaignPreview):
    # ok: python-template-injection
    return env.from_string("<p>{{ body }}</p>").render(body=preview.body)


@app.post("/campaigns/sandboxed", response_class=HTMLResponse)
def sandboxed_campaign(preview: CampaignPreview):
    # ok: python-template-injection
    return sandbox.from_string(preview.body).render(first_name=preview.first_name)


@app.post("/campaigns/sandboxed-inline", response_class=HTMLResponse)
def sandboxed_inline_campaign(preview: CampaignPreview):
    # ok: python-template-injection
    return SandboxedEnvironment().from_string(preview.body).render()
