from flask import Flask, request
from markupsafe import escape

app = Flask(__name__)
ARTICLES = {"python": 12, "flask": 7, "asyncio": 4}


@app.get("/articles/search")
def search_page():
    term = request.args.get("term", "")
    count = ARTICLES.get(term.lower(), 0)
    parts = [
        "<html><body>",
        f"<h1>Articles tagged {escape(term)}</h1>",
        f"<p>{count} article(s) found.</p>",
        "</body></html>",
    ]
    return "\n".join(parts)
