import html

from fastapi import FastAPI
from fastapi.responses import HTMLResponse

api = FastAPI()


def render_error(message: str) -> str:
    return "<div class='error'>%s</div>" % html.escape(message)


@api.get("/oops", response_class=HTMLResponse)
def oops(reason: str = "unknown"):
    page = render_error(reason)
    return HTMLResponse(content=page, status_code=400)
