import logging
from datetime import datetime
from typing import Optional

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse, JSONResponse

log = logging.getLogger("portal")
app = FastAPI()

PAGES = {
    "getting-started": "Install the CLI and run the init command.",
    "billing": "Invoices are issued on the first business day of the month.",
    "api": "All endpoints accept and return JSON.",
}

LAYOUT = """<!doctype html>
<html><head><title>{title}</title></head>
<body><nav><a href="/docs">Docs home</a></nav>
<main>{content}</main>
<footer>Generated {stamp}</footer></body></html>"""


def render_page(title: str, content: str) -> str:
    return LAYOUT.format(title=title, content=content, stamp=datetime.utcnow().isoformat())


@app.middleware("http")
async def log_requests(request: Request, call_next):
    response = await call_next(request)
    log.info("%s %s -> %s", request.method, request.url.path, response.status_code)
    return response


@app.get("/docs", response_class=HTMLResponse)
def index():
    links = "".join(f'<li><a href="/docs/{slug}">{slug}</a></li>' for slug in PAGES)
    return render_page("Documentation", f"<ul>{links}</ul>")


@app.get("/docs/{slug}")
def page(slug: str, section: Optional[str] = None):
    text = PAGES.get(slug)
    if text is None:
        message = f"<p>No page named <code>{slug}</code> exists.</p>"
        return HTMLResponse(render_page("Not found", message), status_code=404)
    anchor = "#top" if section is None else "#section"
    return HTMLResponse(render_page(slug.title(), f'<p>{text}</p><a href="{anchor}">Back to top</a>'))


@app.get("/api/pages")
def api_pages():
    return JSONResponse({"pages": list(PAGES)})
