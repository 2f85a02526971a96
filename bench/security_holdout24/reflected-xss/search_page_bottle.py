from bottle import Bottle, html_escape, request

from catalog import search_products

app = Bottle()


@app.get("/search")
def search():
    term = request.query.getunicode("q", default="").strip()
    page = int(request.query.get("page", "1") or 1)
    results = search_products(term, page=page) if term else []
    shown = html_escape(term)
    if results:
        heading = f"{len(results)} results for <em>{shown}</em>"
    else:
        heading = f"No products matched <em>{shown}</em>"
    items = "".join(f"<li>{html_escape(p.name)}</li>" for p in results)
    return f"<html><body><h1>{heading}</h1><ul>{items}</ul></body></html>"
