import base64
import pickle

from flask import Flask, make_response, render_template, request

from app.search import run_search

app = Flask(__name__)
COOKIE_NAME = "saved_filters"
DEFAULT_FILTERS = {"status": "open", "sort": "-created", "page_size": 25}


def read_filters():
    raw = request.cookies.get(COOKIE_NAME)
    if not raw:
        return dict(DEFAULT_FILTERS)
    return pickle.loads(base64.urlsafe_b64decode(raw))


@app.route("/tickets")
def tickets():
    filters = read_filters()
    filters.update({k: v for k, v in request.args.items() if k in DEFAULT_FILTERS})
    results = run_search(filters)
    resp = make_response(render_template("tickets.html", results=results, filters=filters))
    encoded = base64.urlsafe_b64encode(pickle.dumps(filters)).decode()
    resp.set_cookie(COOKIE_NAME, encoded, max_age=30 * 24 * 3600, httponly=True)
    return resp
