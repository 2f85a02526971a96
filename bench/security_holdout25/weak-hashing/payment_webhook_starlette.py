import hashlib
import hmac
import os

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

WEBHOOK_KEY = os.environ["PAYMENTS_WEBHOOK_KEY"].encode()


async def payment_webhook(request: Request) -> Response:
    body = await request.body()
    timestamp = request.headers.get("x-pay-timestamp", "")
    provided = request.headers.get("x-pay-signature", "")
    mac = hmac.new(WEBHOOK_KEY, timestamp.encode() + b"." + body, hashlib.sha256)
    if not hmac.compare_digest(mac.hexdigest(), provided):
        return JSONResponse({"error": "signature mismatch"}, status_code=401)
    await request.app.state.queue.put(body)
    return Response(status_code=202)


app = Starlette(routes=[Route("/webhooks/payments", payment_webhook, methods=["POST"])])
