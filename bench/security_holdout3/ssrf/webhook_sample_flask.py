import time

import requests
from flask import Blueprint, jsonify, request
from flask_login import current_user, login_required

integrations_bp = Blueprint("integrations", __name__, url_prefix="/integrations")


def build_sample_event(account_id):
    return {"type": "ping", "account": account_id, "sent_at": int(time.time())}


@integrations_bp.route("/webhooks/sample", methods=["POST"])
@login_required
def send_sample_webhook():
    data = request.get_json(force=True)
    target = data.get("url")
    if not target:
        return jsonify({"error": "url is required"}), 400
    try:
        resp = requests.post(target, json=build_sample_event(current_user.account_id), timeout=10)
    except requests.RequestException as exc:
        return jsonify({"delivered": False, "error": str(exc)}), 502
    return jsonify({
        "delivered": resp.ok,
        "status": resp.status_code,
        "response_preview": resp.text[:2000],
    })
