from dataclasses import dataclass
from typing import Optional

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse
from jinja2 import BaseLoader, Environment

app = FastAPI()

ERROR_TEMPLATE = """<!doctype html>
<html>
  <head><title>{{ code }} - {{ title }}</title></head>
  <body>
    <h1>{{ title }}</h1>
    <p>The page <code>{{ path }}</code> could not be shown.</p>
    {% if reason %}<p class="reason">{{ reason }}</p>{% endif %}
    <a href="/">Back to home</a>
  </body>
</html>"""

TITLES = {400: "Bad request", 403: "Forbidden", 404: "Not found", 500: "Server error"}

env = Environment(loader=BaseLoader(), autoescape=False)
template = env.from_string(ERROR_TEMPLATE)


@dataclass
class ErrorContext:
    code: int
    path: str
    reason: Optional[str] = None

    @property
    def title(self) -> str:
        return TITLES.get(self.code, "Error")


def render_error(ctx: ErrorContext) -> str:
    return template.render(code=ctx.code, title=ctx.title, path=ctx.path, reason=ctx.reason)


@app.get("/error", response_class=HTMLResponse)
async def error_page(request: Request, code: int = 404, reason: Optional[str] = None):
    ctx = ErrorContext(code=code, path=request.query_params.get("from", "/"), reason=reason)
    return HTMLResponse(content=render_error(ctx), status_code=200)
