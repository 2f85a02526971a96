import random
import time

from sanic import Sanic, response

app = Sanic("portal")
SESSIONS = {}


def new_session_id():
    return "%032x" % random.Random(time.time()).getrandbits(128)


@app.post("/login")
async def login(request):
    body = request.json or {}
    user = await app.ctx.auth.verify(body.get("username"), body.get("password"))
    if user is None:
        return response.json({"error": "invalid credentials"}, status=401)
    sid = new_session_id()
    SESSIONS[sid] = {"user_id": user.id, "created": time.time()}
    resp = response.json({"ok": True, "user": user.username})
    resp.add_cookie("sid", sid, httponly=True, secure=True, samesite="Lax")
    return resp
