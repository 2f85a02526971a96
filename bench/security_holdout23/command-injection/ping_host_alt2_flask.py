import re
import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)
HOSTNAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9.-]*")


@app.post("/diagnostics/ping")
def ping_host():
    host = request.form.get("host", "").strip()
    if not HOSTNAME.match(host):
        return jsonify(error="invalid host"), 400
    cmd = f"ping -c 3 -W 2 {host}"
    try:
        proc = subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=15)
    except subprocess.TimeoutExpired:
        return jsonify(error="timed out"), 504
    return jsonify(returncode=proc.returncode, output=proc.stdout)
