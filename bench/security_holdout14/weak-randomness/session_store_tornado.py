import asyncio
import json
import os
import random
import time

import tornado.web

SESSIONS = {}
SESSION_TTL = 8 * 3600


def new_session_id():
    return os.urandom(32).hex()


def backoff_delay(attempt):
    return min(30.0, (2 ** attempt) + random.uniform(0, 1))


class BaseHandler(tornado.web.RequestHandler):
    def get_current_user(self):
        sid = self.get_signed_cookie("sid")
        if not sid:
            return None
        entry = SESSIONS.get(sid.decode())
        if entry is None or entry["expires"] < time.time():
            return None
        return entry["user"]


class LoginHandler(BaseHandler):
    async def post(self):
        body = json.loads(self.request.body or b"{}")
        username = str(body.get("username", ""))
        if not await self.settings["check_password"](username, str(body.get("password", ""))):
            self.set_status(401)
            self.write({"ok": False})
            return
        sid = new_session_id()
        SESSIONS[sid] = {"user": username, "expires": time.time() + SESSION_TTL}
        self.set_signed_cookie("sid", sid, httponly=True, secure=True, samesite="Strict")
        self.write({"ok": True})


class LogoutHandler(BaseHandler):
    def post(self):
        sid = self.get_signed_cookie("sid")
        if sid:
            SESSIONS.pop(sid.decode(), None)
        self.clear_cookie("sid")
        self.write({"ok": True})


class SyncHandler(BaseHandler):
    @tornado.web.authenticated
    async def post(self):
        for attempt in range(3):
            try:
                await self.settings["push"](self.current_user)
                break
            except ConnectionError:
                await asyncio.sleep(backoff_delay(attempt))
        self.write({"synced": True})


def make_app(check_password, push):
    return tornado.web.Application(
        [(r"/login", LoginHandler), (r"/logout", LogoutHandler), (r"/sync", SyncHandler)],
        cookie_secret=os.environ["COOKIE_SECRET"],
        check_password=check_password,
        push=push,
    )

