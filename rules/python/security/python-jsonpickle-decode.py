import json

import jsonpickle
from flask import Flask, request

app = Flask(__name__)


@app.route("/session", methods=["POST"])
def load_session():
    # ruleid: python-jsonpickle-decode
    session = jsonpickle.decode(request.get_data(as_text=True))
    return {"user": session.user}


def from_queue(message: str):
    # ruleid: python-jsonpickle-decode
    return jsonpickle.loads(message)


def to_queue(obj: object) -> str:
    # ok: python-jsonpickle-decode
    return jsonpickle.encode(obj)


def from_queue_json(message: str) -> dict:
    # ok: python-jsonpickle-decode
    return json.loads(message)
