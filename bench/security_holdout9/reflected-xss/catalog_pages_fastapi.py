import logging
from typing import Optional

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse, JSONResponse

log = logging.getLogger("catalog")
app = FastAPI(title="catalog")

CATEGORIES = {
    "garden": ["hose", "rake", "planter"],
    "kitchen": ["kettle", "whisk", "pan"],
    "office": ["stapler", "lamp", "notebook"],
}

PAGE = """<!doctype html>
<html>
<head><title>{title}</title></head>
<body>
<nav>{crumbs}</nav>
<main>{content}</main>
</body>
</html>"""


def render_page(title, crumbs, content):
    return PAGE.format(title=title, crumbs=crumbs, content=content)


def breadcrumbs(*parts):
    return " &rsaquo; ".join(parts)


@app.get("/api/categories")
def api_categories():
    return JSONResponse(sorted(CATEGORIES))


@app.get("/catalog/{category}", response_class=HTMLResponse)
def category_page(category: str, request: Request, highlight: Optional[str] = None):
    key = category.lower()
    items = CATEGORIES.get(key)
    if items is None:
        log.info("unknown category requested")
        content = f"<p>Sorry, the category <em>{category}</em> does not exist.</p>"
        return HTMLResponse(render_page("Not found", breadcrumbs("Home"), content), status_code=404)
    lis = []
    for item in items:
        css = " class='hl'" if highlight and highlight in item else ""
        lis.append(f"<li{css}>{item}</li>")
    content = "<ul>" + "".join(lis) + "</ul>"
    return HTMLResponse(render_page(key.title(), breadcrumbs("Home", key.title()), content))


@app.get("/healthz")
def healthz():
    return {"ok": True}
