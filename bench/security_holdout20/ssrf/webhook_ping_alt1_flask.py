from urllib.parse import urlsplit, urlunsplit

import requests
from flask import Flask, abort, jsonify, request

from integrations.auth import login_required

app = Flask(__name__)
PARTNER_HOSTS = {"hooks.partner-cloud.com", "eu.hooks.partner-cloud.com"}


@app.post("/integrations/webhook/ping")
@login_required
def ping_webhook():
    url = request.values.get("callback_url", "").strip()
    parts = urlsplit(url)
    if parts.scheme != "https" or parts.hostname not in PARTNER_HOSTS:
        abort(400, "callback must be an https URL on the partner cloud")
    target = urlunsplit(("https", parts.hostname, parts.path or "/", parts.query, ""))
    try:
        resp = requests.post(target, json={"event": "ping"}, timeout=5, allow_redirects=False)
    except requests.RequestException as exc:
        return jsonify(ok=False, error=str(exc)), 502
    return jsonify(ok=resp.ok, status=resp.status_code, body=resp.text[:500])
