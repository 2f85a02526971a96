from flask import Flask, make_response, request

app = Flask(__name__)

PAGE = """<html><body>
<h1>Search</h1>
<p>Showing results for: {term}</p>
<ul>{items}</ul>
</body></html>"""

CATALOG = ["red shoes", "blue shirt", "green hat"]


@app.route("/search")
def search():
    term = request.args.get("q", "")
    hits = [c for c in CATALOG if term.lower() in c]
    items = "".join("<li>%s</li>" % h for h in hits)
    body = PAGE.format(term=term, items=items)
    resp = make_response(body)
    resp.headers["Content-Type"] = "text/html; charset=utf-8"
    return resp
