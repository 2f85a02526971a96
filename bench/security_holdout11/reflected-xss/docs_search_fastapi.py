import html

from fastapi import FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI()
DOCS = {"install": "How to install", "upgrade": "Upgrade guide", "faq": "Frequently asked questions"}


def highlight(term):
    return "<mark>%s</mark>" % html.escape(term, quote=True)


@app.get("/docs/search", response_class=HTMLResponse)
def docs_search(q: str = ""):
    matches = [title for key, title in DOCS.items() if q.lower() in key]
    listing = "".join("<li>%s</li>" % html.escape(m) for m in matches)
    page = "<h1>Results for %s</h1><ul>%s</ul>" % (highlight(q), listing or "<li>none</li>")
    return HTMLResponse(content=page)
