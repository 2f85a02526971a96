import requests
from flask import Flask, abort, jsonify, request

app = Flask(__name__)

PARTNER_ENDPOINTS = {
    "billing": "https://hooks.billing-partner.example.com/v1/events",
    "crm": "https://api.crm-partner.example.com/webhooks/inbound",
    "chat": "https://chat.example.net/hooks/T02/B77",
}


class WebhookClient:
    def __init__(self, target_url, timeout=5):
        self.target_url = target_url
        self.timeout = timeout
        self.session = requests.Session()

    def deliver(self, event, payload):
        resp = self.session.post(self.target_url, json={"event": event, "data": payload}, timeout=self.timeout)
        return resp.status_code, resp.text[:500]


def client_from_form(form):
    partner = form.get("partner", "").strip()
    target = PARTNER_ENDPOINTS.get(partner)
    if target is None:
        abort(400)
    return WebhookClient(target)


@app.post("/integrations/partners/test")
def test_partner_webhook():
    client = client_from_form(request.form)
    try:
        status, body = client.deliver("ping", {"message": "hello from integrations"})
    except requests.RequestException as exc:
        return jsonify({"delivered": False, "error": str(exc)}), 502
    return jsonify({"delivered": status < 400, "status": status, "body": body})
