import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/tools/ping")
def ping():
    host = request.args.get("host", "localhost")
    cmd = "ping"
    for opt in ["-c 3", "-W 2", "-q"]:
        cmd += " " + opt
    cmd += " " + host
    result = subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=15)
    return jsonify({"host": host, "output": result.stdout, "code": result.returncode})
