import base64
import logging

from aiohttp import web
from aiohttp_session import get_session, setup
from aiohttp_session.cookie_storage import EncryptedCookieStorage
from cryptography import fernet

log = logging.getLogger("gateway")
routes = web.RouteTableDef()


class UpstreamIdentity:
    HEADER = "X-Forwarded-User"
    GROUPS_HEADER = "X-Forwarded-Groups"

    def __init__(self, request):
        self.user = request.headers.get(self.HEADER)
        raw_groups = request.headers.get(self.GROUPS_HEADER, "")
        self.groups = [g.strip() for g in raw_groups.split(",") if g.strip()]

    def as_dict(self):
        return {"user": self.user, "groups": self.groups, "admin": "admins" in self.groups}


@routes.get("/healthz")
async def healthz(request):
    return web.json_response({"ok": True})


@routes.get("/sso/callback")
async def sso_callback(request):
    identity = UpstreamIdentity(request)
    if not identity.user:
        raise web.HTTPUnauthorized()
    session = await get_session(request)
    session["identity"] = identity.as_dict()
    log.info("session established for %s", identity.user)
    raise web.HTTPFound("/app")


@routes.get("/app")
async def app_home(request):
    session = await get_session(request)
    ident = session.get("identity")
    if not ident:
        raise web.HTTPFound("/sso/callback")
    return web.json_response({"hello": ident["user"], "admin": ident["admin"]})


def build_app():
    app = web.Application()
    key = fernet.Fernet.generate_key()
    setup(app, EncryptedCookieStorage(base64.urlsafe_b64decode(key)))
    app.add_routes(routes)
    return app


if __name__ == "__main__":
    web.run_app(build_app(), port=8080)
