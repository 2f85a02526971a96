import secrets

import falcon

REMEMBER_SECONDS = 30 * 24 * 3600
REMEMBER_TOKENS = {}
USERS = {"alice": "correct horse"}


class SignInResource:
    def on_post(self, req, resp):
        body = req.get_media()
        user = body.get("username", "")
        if USERS.get(user) != body.get("password"):
            raise falcon.HTTPUnauthorized()
        resp.media = {"user": user}
        if body.get("remember"):
            token = secrets.token_urlsafe(32)
            REMEMBER_TOKENS[token] = user
            opts = {"max_age": REMEMBER_SECONDS, "secure": True, "http_only": True, "same_site": "Lax"}
            resp.set_cookie("remember_token", token, **opts)


app = falcon.App()
app.add_route("/signin", SignInResource())
