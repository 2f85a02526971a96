import html

from fastapi import FastAPI, Query
from fastapi.responses import HTMLResponse

app = FastAPI()
DOCS = {"install": "Installing the agent", "upgrade": "Upgrading from 1.x", "tokens": "Managing API tokens"}


class SearchView:
    def __init__(self, term: str):
        self.term = term
        needle = term.lower()
        self.hits = [title for key, title in DOCS.items() if needle in key or needle in title.lower()]

    def render(self) -> str:
        shown = html.escape(self.term)
        items = "".join(f"<li>{html.escape(t)}</li>" for t in self.hits)
        return f"<h1>Search: {shown}</h1><p>{len(self.hits)} matches</p><ul>{items}</ul>"


@app.get("/docs/search", response_class=HTMLResponse)
def search_docs(q: str = Query("", max_length=100)):
    view = SearchView(q)
    return HTMLResponse(content=view.render())
