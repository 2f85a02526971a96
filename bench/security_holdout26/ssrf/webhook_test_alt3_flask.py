import requests
from flask import Flask, abort, jsonify, request

app = Flask(__name__)


class WebhookClient:
    def __init__(self, target_url, timeout=5):
        self.target_url = target_url
        self.timeout = timeout
        self.session = requests.Session()

    def deliver(self, event, payload):
        resp = self.session.post(self.target_url, json={"event": event, "data": payload}, timeout=self.timeout)
        return resp.status_code, resp.text[:500]


def client_from_form(form):
    target = form.get("callback_url", "").strip()
    if not target:
        abort(400)
    return WebhookClient(target)


@app.post("/integrations/webhooks/test")
def test_webhook():
    client = client_from_form(request.form)
    try:
        status, body = client.deliver("ping", {"message": "hello from integrations"})
    except requests.RequestException as exc:
        return jsonify({"delivered": False, "error": str(exc)}), 502
    return jsonify({"delivered": status < 400, "status": status, "body": body})
