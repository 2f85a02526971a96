from fastapi import FastAPI, Request, Response

from .repository import EventRepository

app = FastAPI()
repo = EventRepository()


def next_link(request: Request, cursor: str, page_size: int) -> str:
    base = str(request.url.remove_query_params(["cursor", "size"]))
    return '<{}?cursor={}&size={}>; rel="next"'.format(base, cursor, page_size)


@app.get("/events")
def list_events(request: Request, response: Response, cursor: str = "", size: int = 50):
    events, next_cursor = repo.page(after=cursor or None, limit=min(size, 200))
    response.headers["X-Page-Cursor"] = cursor
    if next_cursor:
        response.headers["Link"] = next_link(request, next_cursor, size)
    return {"events": events, "count": len(events)}
