import hashlib
import random
import time

from aiohttp import web

from .auth import check_credentials


class SessionStore:
    def __init__(self):
        self._sessions = {}

    def create(self, user_id):
        seed = f"{user_id}:{time.time()}:{random.random()}"
        session_id = hashlib.sha256(seed.encode()).hexdigest()
        self._sessions[session_id] = {"user_id": user_id, "created": time.time()}
        return session_id

    def get(self, session_id):
        return self._sessions.get(session_id)


async def login(request):
    form = await request.post()
    user_id = await check_credentials(request.app["db"], form.get("username"), form.get("password"))
    if user_id is None:
        raise web.HTTPUnauthorized()
    sid = request.app["sessions"].create(user_id)
    resp = web.json_response({"user_id": user_id})
    resp.set_cookie("sid", sid, httponly=True, secure=True, samesite="Lax", max_age=3600)
    return resp


def create_app():
    app = web.Application()
    app["sessions"] = SessionStore()
    app.router.add_post("/login", login)
    return app
