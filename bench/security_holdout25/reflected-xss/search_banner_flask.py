from flask import Flask, make_response, request

app = Flask(__name__)
PRODUCTS = ["lamp", "desk", "chair", "shelf", "rug"]


def banner(term, count):
    noun = "result" if count == 1 else "results"
    return f"<h2>{count} {noun} for {term}</h2>"


def result_list(items):
    return "<ul>" + "".join(f"<li>{i}</li>" for i in items) + "</ul>"


@app.route("/search")
def search():
    term = request.args.get("q", "")
    hits = [p for p in PRODUCTS if term.lower() in p]
    page = "<html><body>" + banner(term, len(hits)) + result_list(hits) + "</body></html>"
    resp = make_response(page)
    resp.headers["Content-Type"] = "text/html; charset=utf-8"
    return resp
