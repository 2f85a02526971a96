import time
from urllib.parse import urlparse

import requests
from flask import Blueprint, abort, current_app, jsonify, request
from flask_login import current_user, login_required

partners_bp = Blueprint("partners", __name__, url_prefix="/partners")


def allowed_target(url):
    if not url or "\\" in url or any(ord(c) < 0x21 for c in url):
        return False
    parsed = urlparse(url)
    allowed_hosts = current_app.config["PARTNER_WEBHOOK_HOSTS"]
    return parsed.scheme == "https" and parsed.hostname in allowed_hosts and parsed.port in (None, 443)


@partners_bp.route("/webhooks/ping", methods=["POST"])
@login_required
def ping_partner_webhook():
    target = (request.get_json(force=True) or {}).get("url", "")
    if not allowed_target(target):
        abort(400, description="webhook host is not an approved partner endpoint")
    event = {"type": "ping", "account": current_user.account_id, "sent_at": int(time.time())}
    try:
        resp = requests.post(target, json=event, timeout=10, allow_redirects=False)
    except requests.RequestException:
        return jsonify({"delivered": False}), 502
    return jsonify({"delivered": resp.ok, "status": resp.status_code})
