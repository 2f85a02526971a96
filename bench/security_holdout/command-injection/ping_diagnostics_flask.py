import os

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/diagnostics/ping", methods=["POST"])
def ping():
    host = request.form.get("host", "127.0.0.1")
    count = request.form.get("count", "3")
    status = os.system("ping -c " + count + " -W 2 " + host + " > /dev/null 2>&1")
    return jsonify({"host": host, "reachable": status == 0})
