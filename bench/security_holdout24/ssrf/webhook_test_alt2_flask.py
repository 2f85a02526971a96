import requests
from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)
WEBHOOK_PREFIXES = ("https://hooks.slack.com", "https://discord.com/api/webhooks")


class WebhookTestView(MethodView):
    message = {"text": "Test notification from Acme Monitor"}

    def post(self):
        body = request.get_json(force=True) or {}
        target = str(body.get("url", "")).strip()
        if not any(target.startswith(prefix) for prefix in WEBHOOK_PREFIXES):
            return jsonify(error="only Slack and Discord webhooks are supported"), 400
        resp = requests.post(target, json=self.message, timeout=5)
        return jsonify(status=resp.status_code, body=resp.text[:500])


app.add_url_rule("/integrations/webhook/test", view_func=WebhookTestView.as_view("webhook_test"))
