import html
from typing import Optional

from fastapi import FastAPI, HTTPException, Request
from fastapi.responses import HTMLResponse, JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

app = FastAPI()

LAYOUT = """<!doctype html>
<html><head><title>{title}</title></head>
<body><main>{body}</main></body></html>"""

MESSAGES = {
    404: "The page you asked for does not exist.",
    403: "You do not have access to this page.",
}
PAGES = {"getting-started": "<h1>Getting started</h1>", "billing": "<h1>Billing</h1>"}


def layout(title: str, body: str) -> str:
    return LAYOUT.format(title=html.escape(title), body=body)


def return_link(request: Request) -> str:
    target = request.query_params.get("from", "/")
    if not target.startswith("/") or target.startswith("//"):
        target = "/"
    return f'<p><a href="{html.escape(target)}">Return to previous page</a></p>'


def search_hint(request: Request) -> Optional[str]:
    term = request.query_params.get("q")
    if not term:
        return None
    return f'<p>Nothing matched <strong>{term}</strong>. <a href="/search">Try another search</a>.</p>'


def error_body(status: int, request: Request) -> str:
    parts = [f"<h1>{status}</h1>", f"<p>{MESSAGES.get(status, 'Unexpected error.')}</p>"]
    hint = search_hint(request)
    if hint:
        parts.append(hint)
    parts.append(return_link(request))
    return "\n".join(parts)


@app.exception_handler(StarletteHTTPException)
async def http_error(request: Request, exc: StarletteHTTPException):
    if request.url.path.startswith("/api/"):
        return JSONResponse({"detail": exc.detail}, status_code=exc.status_code)
    return HTMLResponse(layout(f"Error {exc.status_code}", error_body(exc.status_code, request)), status_code=exc.status_code)


@app.get("/api/health")
async def health():
    return {"status": "up"}


@app.get("/docs/{slug}", response_class=HTMLResponse)
async def docs_page(slug: str):
    if slug not in PAGES:
        raise HTTPException(status_code=404)
    return layout(slug.replace("-", " ").title(), PAGES[slug])
