import random
import time

from sanic import Sanic, json
from sanic.exceptions import Unauthorized

from .auth import verify_credentials
from .sessions import session_store

app = Sanic("portal")


def make_session_id() -> str:
    return "%d-%d" % (random.randint(10**11, 10**12), int(time.time()))


@app.post("/login")
async def login(request):
    body = request.json or {}
    user = await verify_credentials(body.get("username", ""), body.get("password", ""))
    if user is None:
        raise Unauthorized("bad credentials")
    sid = make_session_id()
    await session_store.put(sid, {"user_id": user.id}, ttl=3600)
    response = json({"ok": True})
    response.add_cookie("sid", sid, httponly=True, secure=True, samesite="Lax")
    return response
