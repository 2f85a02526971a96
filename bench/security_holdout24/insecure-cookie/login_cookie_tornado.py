import tornado.web

from .auth import authenticate, create_session


class LoginHandler(tornado.web.RequestHandler):
    async def post(self):
        username = self.get_body_argument("username", "")
        password = self.get_body_argument("password", "")
        user = await authenticate(username, password)
        if user is None:
            raise tornado.web.HTTPError(401)
        session_id = await create_session(user.id)
        remember = self.get_body_argument("remember", "") == "on"
        self.set_signed_cookie(
            "session",
            session_id,
            expires_days=14 if remember else None,
            path="/",
            secure=True,
            httponly=True,
            samesite="Strict",
        )
        self.redirect("/dashboard")
