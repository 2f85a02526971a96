import logging
import random
import time

from aiohttp import web

from .sms import send_sms
from .users import find_user_by_phone, start_session

log = logging.getLogger(__name__)
CODE_TTL = 300
MAX_ATTEMPTS = 5
routes = web.RouteTableDef()


def _normalise_phone(raw):
    digits = "".join(ch for ch in raw if ch.isdigit())
    if not 8 <= len(digits) <= 15:
        raise web.HTTPBadRequest(text="phone number looks wrong")
    return "+" + digits


@routes.post("/login/sms/start")
async def start_login(request):
    payload = await request.json()
    phone = _normalise_phone(str(payload.get("phone", "")))
    user = await find_user_by_phone(phone)
    if user is not None:
        code = f"{random.randint(0, 999999):06d}"
        request.app["pending"][phone] = {
            "user_id": user.id,
            "code": code,
            "expires": time.monotonic() + CODE_TTL,
            "attempts": 0,
        }
        await send_sms(phone, f"Your sign-in code is {code}")
    return web.json_response({"sent": True})


@routes.post("/login/sms/verify")
async def verify_login(request):
    payload = await request.json()
    phone = _normalise_phone(str(payload.get("phone", "")))
    pending = request.app["pending"].get(phone)
    if pending is None or pending["expires"] < time.monotonic():
        raise web.HTTPUnauthorized(text="code expired")
    pending["attempts"] += 1
    if pending["attempts"] > MAX_ATTEMPTS:
        request.app["pending"].pop(phone, None)
        raise web.HTTPTooManyRequests(text="too many attempts")
    if str(payload.get("code", "")) != pending["code"]:
        raise web.HTTPUnauthorized(text="wrong code")
    request.app["pending"].pop(phone, None)
    session_id = await start_session(pending["user_id"])
    log.info("sms login for user %s", pending["user_id"])
    return web.json_response({"session": session_id})


def make_app():
    app = web.Application()
    app["pending"] = {}
    app.add_routes(routes)
    return app
