import logging
import re
import subprocess

from flask import Blueprint, Flask, jsonify, request
from flask_login import LoginManager, login_required

log = logging.getLogger("netops.dns")
bp = Blueprint("dns", __name__, url_prefix="/tools/dns")

RECORD_TYPES = {"A", "AAAA", "MX", "TXT", "NS", "CNAME", "SOA"}
HOSTNAME_RE = re.compile(r"^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$")
DIG_TIMEOUT = 10


def parse_answer(output):
    return [line.strip() for line in output.splitlines() if line.strip()]


@bp.route("/lookup", methods=["POST"])
@login_required
def lookup():
    host = request.form.get("host", "").strip()
    record = request.form.get("type", "A").upper()
    if record not in RECORD_TYPES:
        return jsonify({"error": f"unsupported record type {record}"}), 400
    if not HOSTNAME_RE.match(host):
        log.warning("dns lookup requested for unusual hostname %r", host)

    cmd = f"dig +short +time=3 -t {record} {host}"
    try:
        proc = subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=DIG_TIMEOUT)
    except subprocess.TimeoutExpired:
        log.error("dig timed out for %s", host)
        return jsonify({"error": "lookup timed out"}), 504

    if proc.returncode != 0:
        log.error("dig failed rc=%s stderr=%s", proc.returncode, proc.stderr)
        return jsonify({"error": "lookup failed"}), 502
    return jsonify({"host": host, "type": record, "answers": parse_answer(proc.stdout)})


@bp.route("/types")
def record_types():
    return jsonify(sorted(RECORD_TYPES))


def create_app():
    app = Flask(__name__)
    app.config.from_envvar("NETOPS_SETTINGS", silent=True)
    LoginManager(app)
    app.register_blueprint(bp)
    return app
