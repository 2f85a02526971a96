import os
import re
from dataclasses import dataclass
from urllib.parse import urlparse

from jinja2 import DictLoader, Environment, select_autoescape
from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.sessions import SessionMiddleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse
from starlette.routing import Route

ACCENT_RE = re.compile(r"#[0-9a-fA-F]{6}")
DEFAULT_ACCENT = "#3355aa"

env = Environment(
    loader=DictLoader({
        "preview.html": (
            "<div class='card' style='--accent: {{ card.accent }}'>"
            "<h2>{{ card.display_name }}</h2><p class='headline'>{{ card.headline }}</p>"
            "{% if card.website %}<a rel='nofollow' href='{{ card.website }}'>{{ card.website_label }}</a>{% endif %}"
            "</div>"
        ),
    }),
    autoescape=select_autoescape(["html"]),
)


@dataclass
class ProfileCard:
    display_name: str
    headline: str
    accent: str
    website: str
    website_label: str

    @classmethod
    def from_params(cls, params) -> "ProfileCard":
        accent = params.get("accent", DEFAULT_ACCENT)
        if not ACCENT_RE.fullmatch(accent):
            accent = DEFAULT_ACCENT
        website = params.get("website", "").strip()
        parsed = urlparse(website)
        if parsed.scheme not in ("http", "https") or not parsed.netloc:
            website = ""
        return cls(
            display_name=params.get("display_name", "")[:60],
            headline=params.get("headline", "")[:140],
            accent=accent,
            website=website,
            website_label=parsed.netloc if website else "",
        )


async def preview(request: Request) -> HTMLResponse:
    if "user_id" not in request.session:
        return HTMLResponse("", status_code=401)
    card = ProfileCard.from_params(request.query_params)
    body = env.get_template("preview.html").render(card=card)
    return HTMLResponse(body, headers={"Cache-Control": "no-store"})


async def preview_json(request: Request) -> JSONResponse:
    if "user_id" not in request.session:
        return JSONResponse({"error": "login required"}, status_code=401)
    card = ProfileCard.from_params(request.query_params)
    return JSONResponse(card.__dict__)


app = Starlette(
    routes=[
        Route("/profile/preview", preview),
        Route("/profile/preview.json", preview_json),
    ],
    middleware=[Middleware(SessionMiddleware, secret_key=os.environ["PROFILE_SESSION_SECRET"], https_only=True)],
)
