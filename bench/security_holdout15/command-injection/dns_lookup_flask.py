import re
import subprocess

from flask import Flask, abort, jsonify, request

app = Flask(__name__)
HOSTNAME_RE = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*")
RECORD_TYPES = {"A", "AAAA", "MX", "TXT", "NS"}


@app.get("/tools/dns")
def dns_lookup():
    name = request.args.get("name", "")
    rtype = request.args.get("type", "A").upper()
    if not HOSTNAME_RE.fullmatch(name) or rtype not in RECORD_TYPES:
        abort(400)
    out = subprocess.run(["dig", "+short", name, rtype], capture_output=True, text=True, timeout=10)
    return jsonify({"answers": out.stdout.split()})
