from flask import Blueprint, Flask, Response, jsonify, request

from .search import search_articles, suggest_terms

kb = Blueprint("kb", __name__, url_prefix="/help")

PAGE_SHELL = """<!doctype html>
<html><head><title>Help centre</title><link rel="stylesheet" href="/static/kb.css"></head>
<body><main>{body}</main></body></html>"""


def render_results(query, results):
    if not results:
        body = f"<h2>No articles matched <em>{query}</em></h2><p>Try a shorter search.</p>"
    else:
        items = "".join(
            f'<li><a href="/help/articles/{a.slug}">{a.title}</a></li>' for a in results
        )
        body = f"<h2>{len(results)} results</h2><ul>{items}</ul>"
    return PAGE_SHELL.format(body=body)


@kb.get("/search")
def search():
    query = request.args.get("q", "").strip()
    results = search_articles(query, limit=20) if query else []
    return Response(render_results(query, results), mimetype="text/html")


@kb.get("/suggest")
def suggest():
    prefix = request.args.get("prefix", "")
    return jsonify(suggestions=suggest_terms(prefix, limit=8))


@kb.get("/")
def index():
    return Response(PAGE_SHELL.format(body="<h1>How can we help?</h1>"), mimetype="text/html")


def create_app():
    app = Flask(__name__)
    app.register_blueprint(kb)
    return app
