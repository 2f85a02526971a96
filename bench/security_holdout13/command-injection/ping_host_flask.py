import subprocess

from flask import Flask, request

app = Flask(__name__)


@app.route("/net/ping")
def ping_host():
    param = request.args.get("host", "")
    count = request.args.get("count", "1")
    if count not in ("1", "3", "5"):
        count = "1"
    cmd = "ping -c " + count + " " + param
    result = subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=10)
    return "<pre>" + result.stdout.replace("<", "&lt;") + "</pre>"
