import base64
import pickle

from flask import Flask, jsonify, request

app = Flask(__name__)
DEFAULT_FILTERS = {"status": "open", "sort": "newest"}


def restore_filters(cookie_value):
    if not cookie_value:
        return dict(DEFAULT_FILTERS)
    raw = base64.urlsafe_b64decode(cookie_value.encode())
    return pickle.loads(raw)


@app.route("/tasks")
def tasks():
    filters = restore_filters(request.cookies.get("task_filters"))
    resp = jsonify({"filters": filters, "tasks": []})
    resp.set_cookie(
        "task_filters",
        base64.urlsafe_b64encode(pickle.dumps(filters)).decode(),
        secure=True,
        httponly=True,
    )
    return resp
