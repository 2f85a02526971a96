import os

from flask import Flask, abort, jsonify, request, session

app = Flask(__name__)
app.secret_key = os.environ.get("SECRET_KEY") or os.urandom(32)

DEFAULT_PAGE_SIZE = 25
MIN_PAGE_SIZE = 10
MAX_PAGE_SIZE = 100


@app.route("/preferences/page-size", methods=["POST"])
def set_page_size():
    try:
        size = int(request.form.get("size", DEFAULT_PAGE_SIZE))
    except ValueError:
        abort(400)
    session["page_size"] = max(MIN_PAGE_SIZE, min(MAX_PAGE_SIZE, size))
    return jsonify({"page_size": session["page_size"]})
