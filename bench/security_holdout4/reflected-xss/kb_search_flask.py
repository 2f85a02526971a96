from flask import Flask, request
from markupsafe import escape

from helpdesk.search import search_articles

app = Flask(__name__)

PAGE = """<!doctype html>
<html><head><title>Help Center</title></head>
<body>
<h1>Search results</h1>
{body}
</body></html>"""


@app.route("/help/search")
def help_search():
    term = request.args.get("q", "").strip()
    articles = search_articles(term, limit=20)
    if not articles:
        return PAGE.format(body=f"<p>No articles matched <em>{term}</em>.</p>"), 404
    items = "".join(
        f'<li><a href="/help/articles/{a.id}">{escape(a.title)}</a></li>' for a in articles
    )
    return PAGE.format(body=f"<ul>{items}</ul>")
