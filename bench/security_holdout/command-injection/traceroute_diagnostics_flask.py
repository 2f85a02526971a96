import re
import subprocess

from flask import Flask, abort, jsonify, request

app = Flask(__name__)
HOSTNAME_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9.-]{0,252}")


@app.route("/diagnostics/traceroute")
def traceroute():
    host = request.args.get("host", "")
    if not HOSTNAME_RE.fullmatch(host):
        abort(400)
    result = subprocess.run(["traceroute", "-m", "15", host], capture_output=True, text=True, timeout=60)
    return jsonify({"host": host, "output": result.stdout.splitlines()})
