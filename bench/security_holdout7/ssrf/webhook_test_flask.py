from urllib.parse import urlparse

import requests
from flask import Flask, jsonify, request

app = Flask(__name__)
ALLOWED_WEBHOOK_HOSTS = {"hooks.slack.com", "discord.com", "outlook.office.com"}


@app.route("/integrations/webhook/test", methods=["POST"])
def webhook_test():
    url = (request.get_json(silent=True) or {}).get("url", "")
    parsed = urlparse(url)
    if parsed.scheme != "https" or parsed.hostname not in ALLOWED_WEBHOOK_HOSTS:
        return jsonify({"error": "webhook host not allowed"}), 400
    if parsed.port not in (None, 443) or parsed.username or parsed.password:
        return jsonify({"error": "webhook url not allowed"}), 400
    resp = requests.post(url, json={"text": "Test notification"}, timeout=5, allow_redirects=False)
    return jsonify({"delivered": resp.ok, "status": resp.status_code})
