import re
import subprocess

from flask import Flask, abort, jsonify, request

app = Flask(__name__)

HOST_RE = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?")
RECORD_TYPES = {"A", "AAAA", "MX", "TXT", "NS"}


@app.route("/tools/dig")
def dns_lookup():
    name = request.args.get("name", "")
    rtype = request.args.get("type", "A").upper()
    if not HOST_RE.fullmatch(name) or rtype not in RECORD_TYPES:
        abort(400)
    argv = ["dig", "+short", name, rtype]
    proc = subprocess.run(argv, capture_output=True, text=True, timeout=10)
    answers = [line for line in proc.stdout.splitlines() if line]
    return jsonify({"name": name, "type": rtype, "answers": answers})
