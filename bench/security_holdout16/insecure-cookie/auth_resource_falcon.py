import secrets

import falcon

from accounts import verify_credentials

SESSIONS = {}


class LoginResource:
    def on_post(self, req, resp):
        body = req.get_media()
        username = str(body.get("username", ""))
        if not verify_credentials(username, str(body.get("password", ""))):
            raise falcon.HTTPUnauthorized(title="invalid credentials")
        sid = secrets.token_urlsafe(32)
        SESSIONS[sid] = username
        resp.set_cookie("session", sid, max_age=7200, secure=True, http_only=True, same_site="Strict", path="/")
        resp.media = {"user": username}


app = falcon.App()
app.add_route("/login", LoginResource())
