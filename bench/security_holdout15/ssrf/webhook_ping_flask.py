from urllib.parse import urlsplit

import requests
from flask import Blueprint, jsonify, request
from flask.views import MethodView

hooks_bp = Blueprint("hooks", __name__)
PARTNER_HOSTS = {"hooks.slack.com", "api.pagerduty.com", "events.partner.example.com"}


class WebhookClient:
    def __init__(self, timeout=5):
        self.timeout = timeout

    def deliver(self, target, event):
        parts = urlsplit(target)
        if parts.scheme != "https" or parts.hostname not in PARTNER_HOSTS or parts.port not in (None, 443):
            raise ValueError("destination not permitted")
        reply = requests.post(target, json=event, timeout=self.timeout, allow_redirects=False)
        return reply.status_code


class WebhookPingView(MethodView):
    client = WebhookClient()

    def post(self):
        target = request.get_json().get("url", "")
        try:
            status = self.client.deliver(target, {"event": "ping"})
        except ValueError:
            return jsonify({"error": "destination not permitted"}), 400
        return jsonify({"delivered": status < 400, "status": status})


hooks_bp.add_url_rule("/webhooks/ping", view_func=WebhookPingView.as_view("ping"))
