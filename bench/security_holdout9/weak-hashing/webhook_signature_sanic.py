import hashlib
import hmac
import os

from sanic import Sanic
from sanic.response import json

app = Sanic("hooks")
SIGNING_KEY = os.environ["WEBHOOK_SECRET"].encode()


def compute_signature(body: bytes) -> str:
    return hmac.new(SIGNING_KEY, body, hashlib.sha256).hexdigest()


@app.post("/hooks/payments")
async def payment_hook(request):
    sent = request.headers.get("X-Signature", "")
    expected = compute_signature(request.body)
    if not hmac.compare_digest(sent, expected):
        return json({"error": "bad signature"}, status=401)
    event = request.json
    return json({"received": event.get("type")})
