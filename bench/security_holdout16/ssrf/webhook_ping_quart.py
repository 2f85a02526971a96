from urllib.parse import urlsplit

import httpx
from quart import Quart, abort, jsonify, request

app = Quart(__name__)
ALLOWED_HOSTS = frozenset({"hooks.slack.com", "discord.com", "api.pagerduty.com"})


def checked_url(raw: str) -> str:
    parts = urlsplit(raw)
    if parts.scheme != "https" or parts.hostname not in ALLOWED_HOSTS or parts.port not in (None, 443):
        abort(400, description="webhook host not permitted")
    return parts.geturl()


@app.post("/webhooks/test")
async def test_webhook():
    body = await request.get_json() or {}
    target = checked_url(body.get("url", ""))
    async with httpx.AsyncClient(timeout=5.0, follow_redirects=False) as client:
        resp = await client.post(target, json={"event": body.get("event", "ping")})
    return jsonify(status=resp.status_code)
