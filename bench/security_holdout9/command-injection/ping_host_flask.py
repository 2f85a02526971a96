import os

from flask import Flask, jsonify, request

app = Flask(__name__)


def build_ping(host, count):
    return f"ping -c {count} {host} > /tmp/ping_result.txt"


@app.route("/diagnostics/ping", methods=["POST"])
def ping_host():
    payload = request.get_json(silent=True) or {}
    host = payload.get("host", "localhost")
    count = 3 if payload.get("quick") else 10
    status = os.system(build_ping(host, count))
    with open("/tmp/ping_result.txt") as fh:
        output = fh.read()
    return jsonify({"exit": status, "output": output})
