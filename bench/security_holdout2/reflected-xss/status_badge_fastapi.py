from fastapi import FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI()

COLORS = {"green": "#2da44e", "red": "#cf222e", "yellow": "#bf8700"}


def render_badge(label: str, value: str, color: str) -> str:
    background = COLORS.get(color, "#6e7781")
    return (
        '<span class="badge" style="background:' + background + '">'
        + label + ": " + value
        + "</span>"
    )


@app.get("/embed/badge", response_class=HTMLResponse)
def badge(label: str = "build", value: str = "passing", color: str = "green"):
    page = "<html><body>" + render_badge(label, value, color) + "</body></html>"
    return HTMLResponse(content=page)
