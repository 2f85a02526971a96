from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/search")
def search_results():
    query = request.args.get("q", "")
    page = request.args.get("page", "1")
    return make_response(f"<html><body><h1>Results for {query}</h1><p>Page {page}: no documents matched.</p></body></html>")
