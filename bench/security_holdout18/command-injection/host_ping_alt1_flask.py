import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)


def ping_command(host: str, count: int) -> str:
    return f"ping -c {count} -W 2 {host}"


@app.post("/diagnostics/ping")
def ping():
    payload = request.get_json(silent=True) or {}
    host = payload.get("host", "127.0.0.1")
    count = min(int(payload.get("count", 3)), 10)
    command = ping_command(host, count)
    proc = subprocess.run(command, shell=True, capture_output=True, text=True, timeout=30)
    return jsonify(rc=proc.returncode, output=proc.stdout[-4000:])
