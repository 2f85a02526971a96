import subprocess
from flask import Flask, request, jsonify, abort

app = Flask(__name__)


@app.route("/diag/dig", methods=["POST"])
def dns_lookup():
    domain = request.form.get("domain", "").strip().rstrip(".")
    record = request.form.get("type", "A").upper()
    if not domain or domain.startswith(("-", "+")):
        abort(400)
    args = ["dig", "+short", domain, record]
    proc = subprocess.run(args, capture_output=True, text=True, timeout=10)
    return jsonify({"answers": proc.stdout.splitlines()})
