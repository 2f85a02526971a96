import tornado.web

from app.auth import authenticate, new_session


class LoginHandler(tornado.web.RequestHandler):
    def post(self):
        username = self.get_body_argument("username", "").strip().lower()
        password = self.get_body_argument("password", "")
        user = authenticate(username, password)
        if user is None:
            raise tornado.web.HTTPError(401)
        sid = new_session(user)
        self.set_cookie("session_id", sid, secure=True, httponly=True, samesite="Strict", expires_days=1)
        self.write({"ok": True})


def make_app():
    return tornado.web.Application([(r"/login", LoginHandler)])
