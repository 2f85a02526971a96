import html

from fastapi import FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI()


def render_banner(title: str, name: str) -> str:
    return "<div class='banner'><h2>{}</h2><p>Signed in as {}</p></div>".format(
        html.escape(title), html.escape(name)
    )


@app.get("/welcome", response_class=HTMLResponse)
def welcome(name: str = "visitor", section: str = "dashboard"):
    title = section.replace("-", " ").capitalize() if section else "Dashboard"
    banner = render_banner(title, name)
    return HTMLResponse(content=f"<html><body>{banner}</body></html>")
