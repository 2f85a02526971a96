import ipaddress
import subprocess

from flask import Flask, jsonify, request
from flask_login import login_required

app = Flask(__name__)


@app.route("/admin/diagnostics/reachability", methods=["POST"])
@login_required
def check_reachability():
    raw_host = request.form.get("host", "").strip()
    try:
        host = str(ipaddress.ip_address(raw_host))
        count = max(1, min(int(request.form.get("count", "3")), 10))
    except ValueError:
        return jsonify(error="host must be an IP address and count a number"), 400
    proc = subprocess.run(["ping", "-c", str(count), "-W", "2", host], capture_output=True, text=True, timeout=30)
    return jsonify(
        host=host,
        returncode=proc.returncode,
        output=proc.stdout.splitlines()[-3:],
    )
