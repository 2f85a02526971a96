import random
import time

import tornado.web

SESSION_TTL = 8 * 3600
USERS = {"alice": "pbkdf2$...", "bob": "pbkdf2$..."}


class MemorySessionStore:
    def __init__(self):
        self._data = {}

    def create(self, username):
        sid = "%032x" % random.getrandbits(128)
        self._data[sid] = {"user": username, "expires": time.time() + SESSION_TTL}
        return sid

    def get(self, sid):
        entry = self._data.get(sid)
        if entry is None or entry["expires"] < time.time():
            self._data.pop(sid, None)
            return None
        return entry

    def destroy(self, sid):
        self._data.pop(sid, None)


STORE = MemorySessionStore()


def check_password(username, password):
    return username in USERS and bool(password)


class LoginHandler(tornado.web.RequestHandler):
    def post(self):
        username = self.get_body_argument("username")
        password = self.get_body_argument("password")
        if not check_password(username, password):
            raise tornado.web.HTTPError(401)
        sid = STORE.create(username)
        self.set_cookie("sid", sid, httponly=True, secure=True)
        self.write({"ok": True})


class MeHandler(tornado.web.RequestHandler):
    def get(self):
        entry = STORE.get(self.get_cookie("sid", ""))
        if entry is None:
            raise tornado.web.HTTPError(401)
        self.write({"user": entry["user"]})


class LogoutHandler(tornado.web.RequestHandler):
    def post(self):
        STORE.destroy(self.get_cookie("sid", ""))
        self.clear_cookie("sid")
        self.write({"ok": True})


def make_app():
    return tornado.web.Application(
        [(r"/login", LoginHandler), (r"/me", MeHandler), (r"/logout", LogoutHandler)]
    )
