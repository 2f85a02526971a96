from flask import Flask, request

app = Flask(__name__)
PRODUCTS = ["lamp", "desk", "chair", "monitor arm", "bookshelf"]


@app.route("/search")
def search():
    term = request.args.get("q", "")
    hits = [p for p in PRODUCTS if term.lower() in p]
    items = "".join(f"<li>{p}</li>" for p in hits)
    body = results_banner(term, len(hits))
    return f"<html><body>{body}<ul>{items}</ul></body></html>"


def results_banner(term, count):
    if count == 0:
        return "<p class='empty'>No results for <b>%s</b></p>" % term
    return "<p>%d results for <b>%s</b></p>" % (count, term)
