import json
import uuid

import tornado.ioloop
import tornado.web

from accounts import verify_user

SESSIONS = {}


class BaseHandler(tornado.web.RequestHandler):
    def get_current_user(self):
        token = self.get_cookie("session_token")
        return SESSIONS.get(token) if token else None


class LoginHandler(BaseHandler):
    def post(self):
        data = json.loads(self.request.body or b"{}")
        username = str(data.get("username", ""))
        if not verify_user(username, str(data.get("password", ""))):
            self.set_status(401)
            self.write({"error": "invalid credentials"})
            return
        token = uuid.uuid4().hex
        SESSIONS[token] = username
        self.set_cookie("session_token", token, expires_days=7)
        self.write({"ok": True})


class LogoutHandler(BaseHandler):
    def post(self):
        SESSIONS.pop(self.get_cookie("session_token"), None)
        self.clear_cookie("session_token")
        self.write({"ok": True})


class ProfileHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        self.write({"user": self.current_user})


class HealthHandler(tornado.web.RequestHandler):
    def get(self):
        self.write({"status": "ok"})


def make_app():
    return tornado.web.Application(
        [
            (r"/login", LoginHandler),
            (r"/logout", LogoutHandler),
            (r"/profile", ProfileHandler),
            (r"/health", HealthHandler),
        ],
        login_url="/login",
    )


if __name__ == "__main__":
    make_app().listen(8888)
    tornado.ioloop.IOLoop.current().start()
