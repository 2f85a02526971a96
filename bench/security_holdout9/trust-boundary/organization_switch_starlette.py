import logging

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.sessions import SessionMiddleware
from starlette.requests import Request
from starlette.responses import JSONResponse, RedirectResponse
from starlette.routing import Route

log = logging.getLogger("orgs")

MEMBERSHIPS = {
    # user_id -> {org_id: role}
    1: {10: "owner", 11: "viewer"},
    2: {11: "editor"},
}
ORG_NAMES = {10: "Acme", 11: "Globex"}


class MembershipService:
    def __init__(self, table):
        self.table = table

    def role_in(self, user_id, org_id):
        return self.table.get(user_id, {}).get(org_id)

    def orgs_for(self, user_id):
        return [{"id": o, "name": ORG_NAMES.get(o), "role": r} for o, r in self.table.get(user_id, {}).items()]


memberships = MembershipService(MEMBERSHIPS)


def require_user(request):
    uid = request.session.get("user_id")
    if uid is None:
        return None
    return int(uid)


async def list_orgs(request: Request):
    uid = require_user(request)
    if uid is None:
        return JSONResponse({"error": "unauthenticated"}, status_code=401)
    return JSONResponse({"orgs": memberships.orgs_for(uid)})


async def switch_org(request: Request):
    uid = require_user(request)
    if uid is None:
        return JSONResponse({"error": "unauthenticated"}, status_code=401)
    form = await request.form()
    try:
        requested = int(form.get("org_id", ""))
    except ValueError:
        return JSONResponse({"error": "bad org id"}, status_code=400)
    role = memberships.role_in(uid, requested)
    if role is None:
        log.warning("user %s attempted to switch to org %s", uid, requested)
        return JSONResponse({"error": "forbidden"}, status_code=403)
    request.session["active_org"] = requested
    request.session["active_role"] = role
    return RedirectResponse("/dashboard", status_code=303)


app = Starlette(
    routes=[Route("/orgs", list_orgs), Route("/orgs/switch", switch_org, methods=["POST"])],
    middleware=[Middleware(SessionMiddleware, secret_key="load-from-settings", https_only=True)],
)
