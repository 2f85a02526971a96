import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/tools/whois")
def whois_lookup():
    domain = request.args.get("domain", "").strip().lower()
    if not domain or domain.startswith("-"):
        return jsonify(error="invalid domain"), 400
    argv = ["whois", domain]
    result = subprocess.run(argv, capture_output=True, text=True, timeout=15)
    summary = {}
    for line in result.stdout.splitlines():
        if ":" in line:
            key, _, value = line.partition(":")
            summary.setdefault(key.strip(), value.strip())
    return jsonify(
        domain=domain,
        registrar=summary.get("Registrar"),
        expires=summary.get("Registry Expiry Date"),
        raw=result.stdout[:4000],
    )
