import secrets

import falcon

from .auth import verify_login
from .sessions import session_store


class LoginResource:
    def on_post(self, req, resp):
        form = req.get_media()
        account = verify_login(form.get("email", ""), form.get("password", ""))
        if account is None:
            raise falcon.HTTPUnauthorized(title="invalid credentials")
        sid = secrets.token_urlsafe(32)
        session_store.set(sid, account.id, ttl=3600)
        resp.set_cookie("sid", sid, max_age=3600, path="/", secure=True, http_only=True, same_site="Strict")
        resp.media = {"ok": True}


app = falcon.App()
app.add_route("/login", LoginResource())
