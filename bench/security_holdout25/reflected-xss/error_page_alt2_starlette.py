from jinja2 import DictLoader, Environment, select_autoescape
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse
from starlette.routing import Route

TEMPLATES = {
    "error.html": (
        "<!doctype html><html><body>"
        "<h1>{{ status }}</h1>"
        "<p>We could not find <code>{{ path }}</code>.</p>"
        "{% if referer %}<p><a href=\"{{ referer }}\">Go back</a></p>{% endif %}"
        "</body></html>"
    ),
    "home.html": "<!doctype html><html><body><h1>{{ title }}</h1></body></html>",
}

env = Environment(
    loader=DictLoader(TEMPLATES),
    autoescape=select_autoescape(default=True, default_for_string=True),
)


async def home(request: Request):
    return HTMLResponse(env.get_template("home.html").render(title="Status board"))


async def health(request: Request):
    return JSONResponse({"ok": True})


async def not_found(request: Request, exc: HTTPException):
    referer = request.headers.get("referer", "")
    if not referer.startswith(("https://", "http://")):
        referer = ""
    html = env.get_template("error.html").render(
        status=exc.status_code,
        path=request.url.path,
        referer=referer,
    )
    return HTMLResponse(html, status_code=exc.status_code)


app = Starlette(
    routes=[Route("/", home), Route("/health", health)],
    exception_handlers={404: not_found},
)
