import subprocess

from flask import Flask, abort, jsonify, request

app = Flask(__name__)
RECORD_TYPES = {"A", "AAAA", "MX", "TXT", "NS"}


@app.route("/tools/dig")
def dig_lookup():
    domain = request.args.get("domain", "")
    rtype = request.args.get("type", "A").upper()
    if rtype not in RECORD_TYPES:
        abort(400)
    if not domain or domain.startswith("-"):
        abort(400)
    args = ["dig", "+short", rtype, domain]
    proc = subprocess.run(args, capture_output=True, text=True, timeout=10)
    return jsonify({"domain": domain, "answers": proc.stdout.split()})
