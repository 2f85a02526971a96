from sanic import Sanic
from sanic.exceptions import Forbidden, Unauthorized
from sanic.response import json
from sanic_session import InMemorySessionInterface, Session

app = Sanic("TeamOnboarding")
Session(app, interface=InMemorySessionInterface())


@app.post("/onboarding/profile")
async def save_profile(request):
    sess = request.ctx.session
    if not sess.get("account_id"):
        raise Unauthorized("sign in first")
    body = request.json or {}
    sess["display_name"] = body.get("display_name", "")[:80]
    sess["org_role"] = body.get("role", "member")
    return json({"ok": True})


@app.delete("/org/members/<member_id:int>")
async def remove_member(request, member_id: int):
    if request.ctx.session.get("org_role") != "owner":
        raise Forbidden("only owners can remove members")
    await request.app.ctx.members.remove(member_id)
    return json({"removed": member_id})
