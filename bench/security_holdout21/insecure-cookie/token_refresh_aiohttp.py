import logging
import os
import secrets

from aiohttp import web

from .tokens import TokenStore

log = logging.getLogger("auth.refresh")
routes = web.RouteTableDef()

REFRESH_COOKIE = "refresh_token"
REFRESH_TTL = 14 * 24 * 3600
ACCESS_TTL = 900


def set_refresh_cookie(response, token):
    response.set_cookie(REFRESH_COOKIE, token, max_age=REFRESH_TTL, path="/auth", secure=True, httponly=True, samesite="Strict")


@routes.post("/auth/refresh")
async def refresh(request):
    store: TokenStore = request.app["tokens"]
    presented = request.cookies.get(REFRESH_COOKIE)
    if not presented:
        raise web.HTTPUnauthorized(text="no refresh token")
    user_id = await store.consume_refresh(presented)
    if user_id is None:
        log.warning("refresh token reuse or expiry from %s", request.remote)
        raise web.HTTPUnauthorized(text="refresh token rejected")

    new_refresh = secrets.token_urlsafe(48)
    await store.save_refresh(new_refresh, user_id, ttl=REFRESH_TTL)
    access = await store.issue_access(user_id, ttl=ACCESS_TTL)
    response = web.json_response({"access_token": access, "expires_in": ACCESS_TTL})
    set_refresh_cookie(response, new_refresh)
    return response


@routes.post("/auth/logout")
async def logout(request):
    presented = request.cookies.get(REFRESH_COOKIE)
    if presented:
        await request.app["tokens"].revoke_refresh(presented)
    response = web.json_response({"logged_out": True})
    response.del_cookie(REFRESH_COOKIE, path="/auth")
    return response


async def on_startup(app):
    app["tokens"] = await TokenStore.connect(os.environ["TOKEN_REDIS_URL"])


def build_app():
    app = web.Application()
    app.on_startup.append(on_startup)
    app.add_routes(routes)
    return app
