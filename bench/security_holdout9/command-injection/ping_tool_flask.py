import os

from flask import Flask, jsonify, request

app = Flask(__name__)


def build_ping(host, count):
    return f"ping -c {count} {host} > /tmp/ping_result.txt"


@app.route("/tools/ping", methods=["POST"])
def ping():
    payload = request.get_json(silent=True) or {}
    target = payload.get("host", "127.0.0.1")
    count = 3
    if payload.get("verbose"):
        count = 5
    status = os.system(build_ping(target, count))
    with open("/tmp/ping_result.txt") as fh:
        output = fh.read()
    return jsonify(status=status, output=output)
