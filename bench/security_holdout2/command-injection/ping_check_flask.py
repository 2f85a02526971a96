import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.post("/tools/ping")
def ping_host():
    payload = request.get_json(silent=True) or {}
    host = payload.get("host", "")
    count = payload.get("count", 3)
    if not host:
        return jsonify(error="host is required"), 400
    cmd = f"ping -c {count} -W 2 {host}"
    proc = subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=30)
    return jsonify(
        host=host,
        reachable=proc.returncode == 0,
        output=proc.stdout.splitlines()[-2:],
    )
