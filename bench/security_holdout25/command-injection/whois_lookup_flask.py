import re
import subprocess

from flask import Flask, abort, jsonify, request

app = Flask(__name__)
DOMAIN_RE = re.compile(
    r"[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+"
)


@app.post("/api/whois")
def whois_lookup():
    body = request.get_json(silent=True) or {}
    domain = str(body.get("domain", "")).strip().lower()
    if not DOMAIN_RE.fullmatch(domain):
        abort(400, "invalid domain")
    result = subprocess.run(
        ["whois", "--", domain],
        capture_output=True,
        text=True,
        timeout=15,
        check=False,
    )
    return jsonify({"domain": domain, "raw": result.stdout[:5000]})
