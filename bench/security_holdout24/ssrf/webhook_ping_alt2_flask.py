import re

import requests
from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

WEBHOOK_BASES = {
    "slack": "https://hooks.slack.com/services/",
    "discord": "https://discord.com/api/webhooks/",
}
TOKEN_SHAPES = {
    "slack": re.compile(r"T[A-Z0-9]{8,12}/B[A-Z0-9]{8,12}/[A-Za-z0-9]{24}"),
    "discord": re.compile(r"[0-9]{17,20}/[A-Za-z0-9_-]{60,80}"),
}


class WebhookPingView(MethodView):
    message = {"text": "Test notification from Acme Monitor"}

    def post(self):
        body = request.get_json(force=True) or {}
        provider, token = body.get("provider"), str(body.get("token", "")).strip()
        if provider not in WEBHOOK_BASES or not TOKEN_SHAPES[provider].fullmatch(token):
            return jsonify(error="unrecognised webhook"), 400
        url = WEBHOOK_BASES[provider] + token
        resp = requests.post(url, json=self.message, timeout=5, allow_redirects=False)
        return jsonify(status=resp.status_code)


app.add_url_rule("/integrations/webhook/ping", view_func=WebhookPingView.as_view("webhook_ping"))
