import html
from typing import Optional

from fastapi import FastAPI, Query
from fastapi.responses import HTMLResponse
from pydantic import BaseModel

app = FastAPI()

BANNER_TEMPLATE = """<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>{title}</title></head>
<body>
  <div class="banner banner-{tone}">
    <strong>{greeting}</strong>
    <span>{message}</span>
  </div>
</body>
</html>"""

TONES = {"info", "success", "warning"}


class Banner(BaseModel):
    greeting: str
    message: str
    tone: str = "info"


def build_banner(name: str, message: Optional[str], tone: str) -> Banner:
    return Banner(
        greeting=f"Hello, {name}",
        message=message or "Thanks for visiting.",
        tone=tone if tone in TONES else "info",
    )


def render_banner(banner: Banner) -> str:
    return BANNER_TEMPLATE.format(
        title="Welcome",
        tone=banner.tone,
        greeting=html.escape(banner.greeting),
        message=html.escape(banner.message),
    )


@app.get("/banner", response_class=HTMLResponse)
async def welcome_banner(
    name: str = Query("guest", max_length=80),
    message: Optional[str] = Query(None, max_length=200),
    tone: str = "info",
):
    banner = build_banner(name, message, tone)
    return HTMLResponse(content=render_banner(banner))
