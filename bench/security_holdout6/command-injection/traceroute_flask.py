import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/diagnostics/traceroute")
def traceroute():
    target = request.args.get("target", "")
    if not target or target.startswith("-"):
        return jsonify(error="invalid target"), 400
    result = subprocess.run(
        ["traceroute", "-m", "15", "--", target],
        capture_output=True,
        text=True,
        timeout=60,
    )
    return jsonify(target=target, hops=result.stdout.splitlines())
