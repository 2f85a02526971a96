import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)

RECORD_TYPES = {"A", "AAAA", "MX", "TXT", "NS"}


def run_dig(host, rtype):
    cmd = f"dig +short {rtype} {host}"
    proc = subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=10)
    return [line for line in proc.stdout.splitlines() if line]


@app.route("/tools/dns")
def dns_lookup():
    host = request.args.get("host", "").strip()
    rtype = request.args.get("type", "A").upper()
    if not host or rtype not in RECORD_TYPES:
        return jsonify(error="host and a known record type are required"), 400
    return jsonify(host=host, type=rtype, answers=run_dig(host, rtype))
