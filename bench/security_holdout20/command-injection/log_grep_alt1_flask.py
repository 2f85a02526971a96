import shlex
import subprocess
from collections import deque

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/logs/grep")
def grep_logs():
    pattern = request.args.get("q", "")
    parts = deque(["grep", "-F", "-n", "--"])
    parts.append(shlex.quote(pattern))
    parts.append("/var/log/app/current.log")
    command = " ".join(parts)
    proc = subprocess.run(command, shell=True, capture_output=True, text=True)
    return jsonify({"matches": proc.stdout.splitlines()[:200]})
