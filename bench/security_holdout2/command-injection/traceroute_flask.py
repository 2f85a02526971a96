import ipaddress
import subprocess

from flask import Flask, abort, jsonify, request

app = Flask(__name__)


@app.post("/tools/traceroute")
def traceroute():
    payload = request.get_json(silent=True) or {}
    try:
        target = ipaddress.ip_address(payload.get("host", ""))
        max_hops = min(int(payload.get("max_hops", 15)), 30)
    except (TypeError, ValueError):
        abort(400, description="host must be an IP address and max_hops an integer")
    proc = subprocess.run(
        ["traceroute", "-n", "-m", str(max_hops), str(target)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    hops = [line.strip() for line in proc.stdout.splitlines()[1:]]
    return jsonify(target=str(target), hops=hops)
