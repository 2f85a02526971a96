import re
import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)
LABEL = r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
HOSTNAME_RE = re.compile(rf"{LABEL}(?:\.{LABEL})*")
RECORD_TYPES = {"A", "AAAA", "MX", "TXT", "NS"}


@app.route("/tools/dns")
def dns_lookup():
    domain = request.args.get("domain", "").strip()
    record = request.args.get("type", "A").upper()
    if len(domain) > 253 or not HOSTNAME_RE.fullmatch(domain):
        return jsonify(error="invalid domain"), 400
    if record not in RECORD_TYPES:
        return jsonify(error="unsupported record type"), 400
    result = subprocess.run(
        ["dig", "+short", "-t", record, domain],
        capture_output=True,
        text=True,
        timeout=10,
    )
    return jsonify(domain=domain, type=record, answers=result.stdout.split())
