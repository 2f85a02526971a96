from flask import Flask, make_response, request
from markupsafe import escape

from app.search import run_search

app = Flask(__name__)

PAGE = """<!doctype html>
<html><head><title>Search</title></head>
<body>
<h1>Results for "{query}"</h1>
<ul>{items}</ul>
<p>{count} result(s)</p>
</body></html>"""


@app.get("/search")
def search():
    query = request.args.get("q", "")
    hits = run_search(query, limit=25)
    items = "".join(f"<li>{escape(h.title)}</li>" for h in hits)
    html = PAGE.format(query=query, items=items, count=len(hits))
    return make_response(html, 200)
