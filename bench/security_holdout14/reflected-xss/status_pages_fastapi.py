from datetime import datetime, timezone

from fastapi import FastAPI, Query
from fastapi.responses import HTMLResponse, JSONResponse

app = FastAPI(title="status")

COMPONENTS = {
    "api": "operational",
    "dashboard": "operational",
    "webhooks": "degraded",
}

PAGE = """<!doctype html>
<html><head><title>{title}</title></head>
<body>
<h1>{title}</h1>
{content}
<footer>Generated {generated}</footer>
</body></html>"""


def render_page(title: str, content: str) -> str:
    generated = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    return PAGE.format(title=title, content=content, generated=generated)


@app.get("/status.json")
async def status_json():
    return JSONResponse({"components": COMPONENTS})


@app.get("/status", response_class=HTMLResponse)
async def status_page():
    rows = "".join(f"<li>{name}: {state}</li>" for name, state in sorted(COMPONENTS.items()))
    return render_page("System status", f"<ul>{rows}</ul>")


@app.get("/status/component", response_class=HTMLResponse)
async def component_page(name: str = Query(..., max_length=200)):
    state = COMPONENTS.get(name)
    if state is None:
        message = f"<p class='error'>Unknown component <strong>{name}</strong>.</p>"
        return HTMLResponse(render_page("Not found", message), status_code=404)
    return HTMLResponse(render_page(name, f"<p>{name} is {state}</p><a href='/status'>Back</a>"))
