from fastapi import FastAPI
from fastapi.responses import HTMLResponse
from jinja2 import BaseLoader, Environment

app = FastAPI()
env = Environment(loader=BaseLoader(), autoescape=False)

NOT_FOUND = env.from_string(
    "<h1>Page not found</h1>"
    "<p>We could not find <code>{{ path }}</code>.</p>"
    "{% if ref %}<p>You came from {{ ref }}.</p>{% endif %}"
)


@app.get("/missing", response_class=HTMLResponse)
async def missing(path: str = "/", ref: str | None = None):
    html = NOT_FOUND.render(path=path, ref=ref)
    return HTMLResponse(html, status_code=404)
