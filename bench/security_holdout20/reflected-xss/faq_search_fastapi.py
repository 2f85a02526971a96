import html

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse

from app.faq import QUESTIONS

app = FastAPI()


@app.get("/faq/search", response_class=HTMLResponse)
def faq_search(request: Request):
    term = request.query_params.get("term", "").strip()

    needle = term.lower()
    hits = [q for q in QUESTIONS if needle and needle in q["question"].lower()]
    rows = "".join(
        f'<li><a href="/faq/{q["slug"]}">{html.escape(q["question"])}</a></li>'
        for q in hits[:25]
    )
    shown = html.escape(term, quote=True)
    return HTMLResponse(f"<h2>Questions matching {shown}</h2><ul>{rows or '<li>No matches</li>'}</ul>")
