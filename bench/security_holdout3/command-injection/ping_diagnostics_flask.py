import subprocess

from flask import Flask, jsonify, request
from flask_login import login_required

app = Flask(__name__)


@app.route("/admin/diagnostics/ping", methods=["POST"])
@login_required
def ping_host():
    host = request.form.get("host", "").strip()
    count = request.form.get("count", "3")
    if not host:
        return jsonify(error="host is required"), 400
    proc = subprocess.run(f"ping -c {count} -W 2 {host}", shell=True, capture_output=True, text=True, timeout=30)
    return jsonify(
        host=host,
        returncode=proc.returncode,
        output=proc.stdout.splitlines()[-3:],
    )
