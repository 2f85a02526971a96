from flask import Flask, Response, request
from markupsafe import escape

app = Flask(__name__)

DOCS = {
    "install": "Installing the agent",
    "config": "Configuration reference",
    "upgrade": "Upgrading between versions",
}


@app.route("/docs/search")
def docs_search():
    term = request.args.get("q", "")
    page_no = request.args.get("page", "1")
    matches = [title for title in DOCS.values() if term.lower() in title.lower()]
    rows = "".join(f"<li>{escape(m)}</li>" for m in matches)
    if not rows:
        rows = "<li>Nothing found</li>"
    heading = f"<h2>Results for '{escape(term)}' (page {escape(page_no)})</h2>"
    page = f"<html><body>{heading}<ul>{rows}</ul></body></html>"
    return Response(page, mimetype="text/html")
