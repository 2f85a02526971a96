import requests
from flask import Flask, Response, abort, request

app = Flask(__name__)
PARTNER_PREFIX = "https://api.partner-logistics.com"
FORWARD_HEADERS = ("Accept", "Accept-Language")


@app.route("/proxy/partner")
def partner_proxy():
    target = request.args.get("url", "").strip()
    if not target.startswith(PARTNER_PREFIX):
        abort(400, "only partner API calls are proxied")
    headers = {h: request.headers[h] for h in FORWARD_HEADERS if h in request.headers}
    upstream = requests.get(target, headers=headers, timeout=5, allow_redirects=False)
    content_type = upstream.headers.get("Content-Type", "application/json")
    return Response(upstream.content, status=upstream.status_code, content_type=content_type)
