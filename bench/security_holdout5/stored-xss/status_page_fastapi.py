from fastapi import FastAPI
from fastapi.responses import HTMLResponse
from jinja2 import Environment, PackageLoader, select_autoescape
from markupsafe import Markup

from status.repository import IncidentRepository

app = FastAPI()
env = Environment(
    loader=PackageLoader("status"),
    autoescape=select_autoescape(["html"]),
)
incident_repo = IncidentRepository()

FOOTER_HTML = (
    '<a href="/rss">RSS</a> &middot; '
    '<a href="mailto:ops@example.com">Contact operations</a>'
)


@app.get("/status", response_class=HTMLResponse)
async def status_page():
    incidents = await incident_repo.recent(limit=20)
    template = env.get_template("status.html")
    return template.render(
        incidents=incidents,
        footer=Markup(FOOTER_HTML),
    )
