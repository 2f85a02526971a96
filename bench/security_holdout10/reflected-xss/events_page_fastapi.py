import logging
from datetime import date
from typing import Optional

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse, JSONResponse

app = FastAPI()
log = logging.getLogger("events")

EVENTS = [
    {"id": 1, "title": "PyCon", "city": "Pittsburgh", "day": date(2025, 5, 14)},
    {"id": 2, "title": "EuroPython", "city": "Prague", "day": date(2025, 7, 14)},
    {"id": 3, "title": "DjangoCon", "city": "Chicago", "day": date(2025, 9, 8)},
]

PAGE = """<!doctype html>
<html><head><title>Events</title></head>
<body>
<h1>Events in {city}</h1>
<ul>{items}</ul>
{footer}
</body></html>"""


def render_items(events):
    return "".join(f"<li>{e['title']} &mdash; {e['day'].isoformat()}</li>" for e in events)


def footer_for(ref: Optional[str]) -> str:
    if not ref:
        return ""
    return f'<p><a href="{ref}">Back to where you came from</a></p>'


@app.get("/api/events")
def api_events():
    return JSONResponse([{**e, "day": e["day"].isoformat()} for e in EVENTS])


@app.get("/events", response_class=HTMLResponse)
def events_page(request: Request, city: str = "", ref: Optional[str] = None):
    matches = [e for e in EVENTS if e["city"].lower() == city.lower()] if city else EVENTS
    log.info("events page city=%s matches=%d", city, len(matches))
    html = PAGE.format(city=city or "all cities", items=render_items(matches), footer=footer_for(ref))
    return HTMLResponse(content=html)
