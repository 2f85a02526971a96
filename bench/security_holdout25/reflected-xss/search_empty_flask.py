from flask import Flask, make_response, request

app = Flask(__name__)

ARTICLES = {
    "python": ["Getting started", "Packaging notes"],
    "flask": ["Blueprints", "Application factories"],
}


@app.route("/help/search", methods=["GET", "POST"])
def help_search():
    term = request.values.get("q", "").strip()
    hits = ARTICLES.get(term.lower(), [])
    if hits:
        items = "".join("<li>%s</li>" % title for title in hits)
        body = f"<ul>{items}</ul>"
    else:
        body = f"<p class='empty'>No articles matched <b>{term}</b>.</p>"
    resp = make_response(f"<html><body><h1>Help</h1>{body}</body></html>")
    resp.headers["Content-Type"] = "text/html; charset=utf-8"
    return resp
