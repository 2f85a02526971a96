import html
import re

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse

from app.help import ARTICLES

app = FastAPI()
SCRIPT_TAG = re.compile(r"(?i)</?script[^>]*>")


@app.get("/help/search", response_class=HTMLResponse)
def help_search(request: Request):
    term = request.query_params.get("term", "").strip()
    term = SCRIPT_TAG.sub("", term)

    needle = term.lower()
    hits = [a for a in ARTICLES if needle and needle in a["title"].lower()]
    rows = "".join(
        f'<li><a href="/help/{a["slug"]}">{html.escape(a["title"])}</a></li>'
        for a in hits[:25]
    )
    return HTMLResponse(f"<h2>Help articles matching {term}</h2><ul>{rows or '<li>No matches</li>'}</ul>")
