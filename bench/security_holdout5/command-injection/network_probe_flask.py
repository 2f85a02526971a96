import subprocess

from flask import Flask, jsonify, request
from flask_login import login_required

app = Flask(__name__)


def run_probe(tool, target, count):
    cmd = f"{tool} -c {count} {target}"
    proc = subprocess.run(
        cmd,
        shell=True,
        capture_output=True,
        text=True,
        timeout=30,
    )
    return proc.returncode, proc.stdout


@app.post("/diagnostics/ping")
@login_required
def ping():
    body = request.get_json(force=True)
    target = body.get("host", "").strip()
    count = int(body.get("count", 3))
    code, output = run_probe("ping", target, count)
    return jsonify({"exit_code": code, "output": output.splitlines()})
