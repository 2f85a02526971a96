from dataclasses import dataclass
from typing import Optional

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse

app = FastAPI()

PAGE_TEMPLATE = """<!doctype html>
<html>
<head><title>{title}</title></head>
<body>
  <div class="error">
    <h1>{title}</h1>
    <p>{message}</p>
    {details}
  </div>
</body>
</html>"""

MESSAGES = {
    404: ("Not found", "The page you asked for does not exist."),
    403: ("Forbidden", "You may not view this page."),
    410: ("Gone", "This page has been removed."),
}


@dataclass
class ErrorContext:
    code: int
    title: str
    message: str
    path: Optional[str] = None


def render_error(ctx: ErrorContext) -> str:
    details = ""
    if ctx.path:
        details = f'<p class="path">Requested: <code>{ctx.path}</code></p>'
    return PAGE_TEMPLATE.format(title=ctx.title, message=ctx.message, details=details)


def build_context(code: int, reason: Optional[str], origin: Optional[str]) -> ErrorContext:
    title, message = MESSAGES.get(code, ("Error", "Something went wrong."))
    if reason:
        message = f"{message} ({reason})"
    return ErrorContext(code=code, title=title, message=message, path=origin)


@app.get("/error", response_class=HTMLResponse)
async def error_page(request: Request, code: int = 404):
    ctx = build_context(
        code,
        request.query_params.get("reason"),
        request.query_params.get("from"),
    )
    html = render_error(ctx)
    status = ctx.code if ctx.code in MESSAGES else 400
    return HTMLResponse(content=html, status_code=status)
