from fastapi import FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI()
THEMES = {"dark": "#222", "light": "#fff"}


def render_rows(tags):
    rows = []
    for i, tag in enumerate(sorted(tags)):
        rows.append("<li data-i='%d'>%s</li>" % (i, tag))
    return "\n".join(rows)


@app.get("/tags", response_class=HTMLResponse)
def tag_cloud(tags: str = "", theme: str = "light"):
    color = THEMES.get(theme, "#fff")
    items = render_rows(tags.split(","))
    page = f"<html><body style='background:{color}'><ul>{items}</ul></body></html>"
    return HTMLResponse(content=page)
