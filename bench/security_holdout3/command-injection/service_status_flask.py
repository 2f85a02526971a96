import subprocess

from flask import Flask, abort, jsonify
from flask_login import login_required

app = Flask(__name__)

MONITORED_UNITS = {"nginx", "gunicorn", "celery-worker", "redis-server"}


@app.route("/ops/status/<unit>")
@login_required
def unit_status(unit):
    if unit not in MONITORED_UNITS:
        abort(404)
    proc = subprocess.run(
        f"systemctl is-active {unit}; systemctl show -p ActiveEnterTimestamp --value {unit}",
        shell=True,
        capture_output=True,
        text=True,
        timeout=10,
    )
    lines = proc.stdout.splitlines()
    return jsonify(
        unit=unit,
        state=lines[0] if lines else "unknown",
        since=lines[1] if len(lines) > 1 else None,
    )
