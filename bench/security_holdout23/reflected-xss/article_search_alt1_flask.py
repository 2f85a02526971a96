from flask import Flask, request
from markupsafe import escape

from catalog.search import find_articles

app = Flask(__name__)


@app.route("/search")
def search():
    query = request.args.get("q", "")
    page = request.args.get("page", 1, type=int)
    results = find_articles(query, page=page)
    items = "".join(
        f"<li><a href='/articles/{int(r.id)}'>{escape(r.title)}</a></li>" for r in results
    )
    return (
        f"<h2>Results for &ldquo;{escape(query)}&rdquo;</h2><ul>{items}</ul>"
        f"<a href='/search?q={query}&page={page + 1}'>Next page</a>"
    )
