import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/tools/ping", methods=["POST"])
def ping_host():
    host = request.form.get("host", "127.0.0.1")
    count = request.form.get("count", "3")
    options = {"count": count, "timeout": "2"}
    cmd = "ping -c {count} -W {timeout} ".format(**options) + host
    proc = subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=30)
    return jsonify({"rc": proc.returncode, "output": proc.stdout})
