import ipaddress
import subprocess

from flask import Flask, abort, jsonify, request

app = Flask(__name__)


def parse_target(raw):
    try:
        return ipaddress.ip_address(raw.strip())
    except ValueError:
        abort(400, "host must be an IP address")


def parse_count(raw):
    if not raw.isdigit():
        abort(400, "count must be a number")
    return max(1, min(int(raw), 10))


@app.route("/tools/ping", methods=["POST"])
def ping_host():
    addr = parse_target(request.form.get("host", ""))
    count = parse_count(request.form.get("count", "3"))
    result = subprocess.run(
        ["ping", "-c", str(count), "-W", "2", str(addr)],
        capture_output=True,
        text=True,
        timeout=30,
    )
    return jsonify({"reachable": result.returncode == 0, "output": result.stdout})
