import hashlib
import hmac
import os

from sanic import Sanic, json
from sanic.exceptions import Unauthorized

app = Sanic("hooks")
SECRET = os.environ["HOOK_SECRET"].encode()


def signature_for(body: bytes) -> str:
    return hmac.new(SECRET, body, hashlib.sha256).hexdigest()


def verified(request) -> bool:
    sent = request.headers.get("x-hub-signature-256", "").removeprefix("sha256=")
    return hmac.compare_digest(sent, signature_for(request.body))


@app.post("/hooks/repo")
async def repo_hook(request):
    if not verified(request):
        raise Unauthorized("signature mismatch")
    event = request.json or {}
    return json({"action": event.get("action")})
