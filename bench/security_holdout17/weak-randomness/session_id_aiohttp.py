import random
import time

from aiohttp import web

from accounts import verify_credentials

SESSIONS = {}
rng = random.Random(int(time.time()))

new_sid = lambda: "%032x" % rng.getrandbits(128)


async def login(request):
    form = await request.post()
    user = form.get("username", "")
    if not await verify_credentials(user, form.get("password", "")):
        raise web.HTTPUnauthorized()
    sid = new_sid()
    SESSIONS[sid] = user
    resp = web.json_response({"user": user})
    resp.set_cookie("sid", sid, secure=True, httponly=True, samesite="Lax")
    return resp


app = web.Application()
app.router.add_post("/login", login)
