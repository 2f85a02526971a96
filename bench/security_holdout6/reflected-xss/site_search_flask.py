from flask import Flask, make_response, request
from markupsafe import escape

app = Flask(__name__)


@app.route("/site-search")
def site_search():
    query = request.args.get("q", "")
    page = request.args.get("page", "1")
    return make_response(f"<html><body><h1>Results for {escape(query)}</h1><p>Page {escape(page)}: no documents matched.</p></body></html>")
