from urllib.parse import urlsplit

import requests
from flask import Flask, abort, jsonify, request

app = Flask(__name__)

ALLOWED_STATUS_HOSTS = {
    "status.stripe.com",
    "www.githubstatus.com",
    "status.slack.com",
}


@app.route("/integrations/status")
def partner_status():
    target = request.args.get("url", "")
    parts = urlsplit(target)
    if parts.scheme != "https" or parts.hostname not in ALLOWED_STATUS_HOSTS or parts.port not in (None, 443):
        abort(400)
    resp = requests.get(target, timeout=5, allow_redirects=False)
    return jsonify({"host": parts.hostname, "status": resp.status_code})
