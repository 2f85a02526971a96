from datetime import datetime, timezone

import httpx
from quart import Quart, jsonify, request

app = Quart(__name__)


@app.post("/integrations/webhooks/test")
async def test_webhook():
    data = await request.get_json()
    target = data["callback_url"]
    sample = {"event": "ping", "sent_at": datetime.now(timezone.utc).isoformat()}
    async with httpx.AsyncClient(timeout=10.0, follow_redirects=True) as client:
        reply = await client.post(target, json=sample)
    return jsonify({"status": reply.status_code, "body": reply.text[:2000]})
