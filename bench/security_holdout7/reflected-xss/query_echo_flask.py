from flask import Flask, request
from markupsafe import escape

app = Flask(__name__)


@app.route("/lookup")
def lookup():
    query = request.args.get("q", "")
    page = request.args.get("page", "1")
    label = escape(query)
    page_label = escape(page)
    html = (
        "<html><body>"
        f"<h2>You searched for: {label}</h2>"
        f"<p>Page {page_label}</p>"
        "</body></html>"
    )
    return html
