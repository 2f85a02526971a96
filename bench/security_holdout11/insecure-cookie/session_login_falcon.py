import secrets

import falcon


class LoginResource:
    def __init__(self, users):
        self.users = users

    def on_post(self, req, resp):
        media = req.get_media()
        user = self.users.authenticate(media.get("username"), media.get("password"))
        if user is None:
            raise falcon.HTTPUnauthorized()
        token = secrets.token_hex(32)
        self.users.attach_session(user, token)
        resp.set_cookie("session", token, max_age=7200, secure=True, http_only=True, same_site="Strict")
        resp.media = {"ok": True}


def create_app(users):
    app = falcon.App()
    app.add_route("/login", LoginResource(users))
    return app
