import re
import subprocess

from flask import Flask, abort, jsonify, request

app = Flask(__name__)
LABEL = r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
HOSTNAME_RE = re.compile(rf"{LABEL}(?:\.{LABEL})*\.?")
RECORD_TYPES = {"A", "AAAA", "MX", "TXT", "NS", "CNAME"}


@app.get("/tools/dig")
def dig():
    name = request.args.get("name", "")
    rtype = request.args.get("type", "A").upper()
    if len(name) > 253 or not HOSTNAME_RE.fullmatch(name) or rtype not in RECORD_TYPES:
        abort(400)
    argv = ["dig", "+short", "-t", rtype, name]
    completed = subprocess.run(argv, capture_output=True, text=True, timeout=10)
    answers = [line for line in completed.stdout.splitlines() if line]
    return jsonify({"name": name, "type": rtype, "answers": answers})
