import hmac
import logging
import os
import secrets
import time

import falcon

log = logging.getLogger("portal")

SESSION_TTL = 3600
ADMIN_USER = os.environ.get("PORTAL_USER", "ops")
ADMIN_PASSWORD = os.environ.get("PORTAL_PASSWORD", "")


class SessionStore:
    def __init__(self):
        self._data = {}

    def create(self, user):
        sid = secrets.token_urlsafe(32)
        self._data[sid] = {"user": user, "exp": time.time() + SESSION_TTL}
        return sid

    def get(self, sid):
        entry = self._data.get(sid)
        if entry and entry["exp"] > time.time():
            return entry
        self._data.pop(sid, None)
        return None


sessions = SessionStore()


def credentials_ok(user, password):
    if not ADMIN_PASSWORD:
        return False
    return hmac.compare_digest(user, ADMIN_USER) and hmac.compare_digest(password, ADMIN_PASSWORD)


class LoginResource:
    def on_post(self, req, resp):
        body = req.get_media() or {}
        user = body.get("user", "")
        if not credentials_ok(user, body.get("password", "")):
            raise falcon.HTTPUnauthorized(title="invalid credentials")
        sid = sessions.create(user)
        resp.set_cookie("portal_session", sid, max_age=SESSION_TTL, secure=True, http_only=True, same_site="Strict", path="/")
        resp.media = {"user": user}
        log.info("portal login for %s", user)


class MeResource:
    def on_get(self, req, resp):
        entry = sessions.get(req.cookies.get("portal_session", ""))
        if entry is None:
            raise falcon.HTTPUnauthorized()
        resp.media = {"user": entry["user"]}


class HealthResource:
    def on_get(self, req, resp):
        resp.media = {"ok": True}


app = falcon.App()
app.add_route("/login", LoginResource())
app.add_route("/me", MeResource())
app.add_route("/health", HealthResource())
