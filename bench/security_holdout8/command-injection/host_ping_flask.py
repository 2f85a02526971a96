import os

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/tools/ping", methods=["POST"])
def ping_host():
    payload = request.get_json(silent=True) or {}
    host = payload.get("host", "")
    count = payload.get("count", 3)
    if not host:
        return jsonify(error="host is required"), 400
    options = {"count": count, "timeout": 2}
    command = "ping -c {count} -W {timeout} ".format(**options) + host
    exit_code = os.system(command)
    return jsonify(host=host, reachable=exit_code == 0)
