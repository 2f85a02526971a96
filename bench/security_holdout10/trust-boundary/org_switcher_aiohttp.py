import logging
from typing import NamedTuple

from aiohttp import web
from aiohttp_session import get_session, setup
from aiohttp_session.cookie_storage import EncryptedCookieStorage
from cryptography.fernet import Fernet

log = logging.getLogger("orgs")


class Membership(NamedTuple):
    org_id: int
    role: str


class MembershipRepo:
    def __init__(self):
        self._members = {
            ("alice", 10): "owner",
            ("alice", 11): "viewer",
            ("bob", 11): "admin",
        }

    def membership(self, user, org_id):
        for (member, org), role in self._members.items():
            if member == user and org == org_id:
                return Membership(org, role)
        return None

    def orgs_for(self, user):
        return [org for (member, org) in self._members if member == user]


async def require_user(request):
    session = await get_session(request)
    user = session.get("user")
    if not user:
        raise web.HTTPUnauthorized()
    return session, user


async def list_orgs(request):
    _, user = await require_user(request)
    return web.json_response({"orgs": request.app["members"].orgs_for(user)})


async def switch_org(request):
    session, user = await require_user(request)
    data = await request.post()
    try:
        wanted = int(data.get("org_id", ""))
    except ValueError:
        raise web.HTTPBadRequest(text="org_id must be an integer")
    membership = request.app["members"].membership(user, wanted)
    if membership is None:
        log.warning("user %s tried to switch to org %s", user, wanted)
        raise web.HTTPForbidden()
    session["org"] = {"id": membership.org_id, "role": membership.role}
    return web.json_response({"org": membership.org_id, "role": membership.role})


async def whoami(request):
    session, user = await require_user(request)
    return web.json_response({"user": user, "org": session.get("org")})


def create_app():
    app = web.Application()
    setup(app, EncryptedCookieStorage(Fernet.generate_key()))
    app["members"] = MembershipRepo()
    app.router.add_get("/orgs", list_orgs)
    app.router.add_post("/orgs/switch", switch_org)
    app.router.add_get("/whoami", whoami)
    return app
