import base64
import pickle

from flask import Flask, jsonify, make_response, request

app = Flask(__name__)


def decode_filters(blob):
    raw = base64.urlsafe_b64decode(blob.encode())
    return pickle.loads(raw)


@app.route("/search/filters")
def restore_filters():
    cookie = request.cookies.get("saved_filters")
    filters = {"status": "open"}
    if cookie:
        filters = decode_filters(cookie)
    return jsonify(filters=filters)


@app.route("/search/filters", methods=["POST"])
def store_filters():
    resp = make_response(jsonify(ok=True))
    resp.set_cookie("saved_filters", request.form.get("blob", ""), secure=True, httponly=True)
    return resp
