import requests
from flask import Blueprint, jsonify, request
from flask.views import MethodView

hooks_bp = Blueprint("hooks", __name__)


class WebhookClient:
    def __init__(self, timeout=5):
        self.timeout = timeout

    def deliver(self, target, event):
        reply = requests.post(target, json=event, timeout=self.timeout)
        return reply.status_code


class WebhookTestView(MethodView):
    client = WebhookClient()

    def post(self):
        target = request.get_json().get("url", "")
        status = self.client.deliver(target, {"event": "ping"})
        return jsonify({"delivered": status < 400, "status": status})


hooks_bp.add_url_rule("/webhooks/test", view_func=WebhookTestView.as_view("test"))
