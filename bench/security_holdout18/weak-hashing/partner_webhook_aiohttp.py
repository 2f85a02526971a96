import hashlib
import hmac
import logging
import os
from urllib.parse import parse_qsl

from aiohttp import web

log = logging.getLogger("webhooks")
SHARED_SECRET = os.environ.get("PARTNER_WEBHOOK_SECRET", "").encode()


def expected_signature(body: bytes) -> str:
    digest = hashlib.new("md5")
    digest.update(SHARED_SECRET)
    digest.update(body)
    return digest.hexdigest()


async def handle_event(event: dict, app: web.Application) -> None:
    kind = event.get("type")
    if kind == "payment.succeeded":
        await app["orders"].mark_paid(event["order_id"], event["amount"])
    elif kind == "payment.refunded":
        await app["orders"].mark_refunded(event["order_id"])
    else:
        log.info("ignoring event type %s", kind)


async def partner_webhook(request: web.Request) -> web.Response:
    body = await request.read()
    provided = request.headers.get("X-Partner-Signature", "")
    if not hmac.compare_digest(provided, expected_signature(body)):
        raise web.HTTPUnauthorized(text="bad signature")
    # partner posts application/x-www-form-urlencoded events
    event = dict(parse_qsl(body.decode("latin-1")))
    if "type" not in event:
        raise web.HTTPBadRequest(text="missing event type")
    await handle_event(event, request.app)
    return web.json_response({"received": True})


async def health(request: web.Request) -> web.Response:
    return web.json_response({"ok": True})


def create_app(orders) -> web.Application:
    app = web.Application(client_max_size=1024 ** 2)
    app["orders"] = orders
    app.router.add_post("/webhooks/partner", partner_webhook)
    app.router.add_get("/health", health)
    return app


if __name__ == "__main__":
    web.run_app(create_app(orders=None), port=8090)
