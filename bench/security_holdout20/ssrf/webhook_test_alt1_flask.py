import requests
from flask import Flask, abort, jsonify, request

from integrations.auth import login_required

app = Flask(__name__)
PARTNER_DOMAIN = "hooks.partner-cloud.com"


@app.post("/integrations/webhook/test")
@login_required
def test_webhook():
    url = request.values.get("callback_url", "").strip()
    if not url.startswith(("http://", "https://")):
        abort(400, "callback must be an http(s) URL")
    if PARTNER_DOMAIN not in url:
        abort(400, "callback must point at the partner cloud")
    try:
        resp = requests.post(url, json={"event": "ping"}, timeout=5)
    except requests.RequestException as exc:
        return jsonify(ok=False, error=str(exc)), 502
    return jsonify(ok=resp.ok, status=resp.status_code, body=resp.text[:500])
