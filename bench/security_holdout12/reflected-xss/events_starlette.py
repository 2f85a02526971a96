from starlette.applications import Starlette
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse
from starlette.routing import Route

EVENTS = [
    {"id": 1, "title": "Python meetup", "city": "Berlin"},
    {"id": 2, "title": "Data day", "city": "Lisbon"},
    {"id": 3, "title": "Web summit", "city": "Lisbon"},
]

PAGE = """<!doctype html>
<html><head><title>Events</title></head>
<body>
<h1>Events in {city}</h1>
<ul>{items}</ul>
</body></html>"""


async def homepage(request):
    return RedirectResponse("/events")


async def events_api(request):
    return JSONResponse(EVENTS)


def filter_events(city):
    return [e for e in EVENTS if e["city"].lower() == city.lower()]


async def events_page(request):
    city = request.query_params.get("city", "Lisbon")
    items = "".join("<li>{}</li>".format(e["title"]) for e in filter_events(city))
    if not items:
        items = "<li>No events found</li>"
    html = PAGE.format(city=city, items=items)
    return HTMLResponse(html)


async def event_detail(request):
    event_id = request.path_params["event_id"]
    for event in EVENTS:
        if event["id"] == event_id:
            return JSONResponse(event)
    return JSONResponse({"error": "not found"}, status_code=404)


routes = [
    Route("/", homepage),
    Route("/events", events_page),
    Route("/api/events", events_api),
    Route("/api/events/{event_id:int}", event_detail),
]

app = Starlette(routes=routes)
