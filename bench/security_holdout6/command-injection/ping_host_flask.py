import os

from flask import Flask, jsonify, request

app = Flask(__name__)
PING_LOG = "/tmp/ping.log"


@app.route("/diagnostics/ping", methods=["POST"])
def ping_host():
    host = request.form.get("host", "")
    count = 3
    status = os.system(f"ping -c {count} {host} > {PING_LOG} 2>&1")
    with open(PING_LOG) as fh:
        output = fh.read()
    return jsonify({"exit": status, "output": output})
