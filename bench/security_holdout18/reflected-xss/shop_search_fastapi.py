import html
from urllib.parse import quote

from fastapi import FastAPI, Query
from fastapi.responses import HTMLResponse

app = FastAPI()
PRODUCTS = ["Desk lamp", "Standing desk", "Monitor arm", "Desk mat", "Cable tray"]


class Page:
    def __init__(self, title: str):
        self.title = html.escape(title)
        self.parts: list[str] = []

    def add(self, fragment: str) -> "Page":
        self.parts.append(fragment)
        return self

    def text(self, value: str, tag: str = "p") -> "Page":
        return self.add(f"<{tag}>{html.escape(value)}</{tag}>")

    def render(self) -> str:
        return f"<!doctype html><title>{self.title}</title>" + "".join(self.parts)


@app.get("/shop/search", response_class=HTMLResponse)
def shop_search(q: str = Query("", max_length=100), sort: str = "relevance"):
    hits = [p for p in PRODUCTS if q.lower() in p.lower()]
    page = Page(f"Search: {q}")
    page.add(f'<form><input name="q" value="{html.escape(q, quote=True)}"></form>')
    page.text(f"{len(hits)} results for {q} sorted by {sort}")
    for product in hits:
        page.add(f'<a href="/shop/item?name={quote(product)}">{html.escape(product)}</a>')
    return HTMLResponse(page.render())


@app.get("/shop/item", response_class=HTMLResponse)
def shop_item(name: str):
    if name not in PRODUCTS:
        return HTMLResponse(Page("Not found").text("No such product").render(), status_code=404)
    return HTMLResponse(Page(name).text(name, "h1").render())


@app.get("/shop/api/search")
def shop_api(q: str = ""):
    return {"query": q, "results": [p for p in PRODUCTS if q.lower() in p.lower()]}
