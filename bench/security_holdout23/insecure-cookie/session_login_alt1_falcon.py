import falcon

SESSION_TTL = 8 * 3600


class SessionResource:
    def __init__(self, auth, sessions):
        self.auth = auth
        self.sessions = sessions

    def on_post(self, req, resp):
        body = req.get_media() or {}
        account = self.auth.verify(body.get("username", ""), body.get("password", ""))
        if account is None:
            raise falcon.HTTPUnauthorized(title="invalid credentials")
        sid = self.sessions.create(account.id, ttl=SESSION_TTL)
        resp.set_cookie("session", sid, max_age=SESSION_TTL, path="/", secure=True, http_only=True, same_site="Lax")
        resp.media = {"account": account.id}

    def on_delete(self, req, resp):
        sid = req.get_cookie_values("session")
        if sid:
            self.sessions.destroy(sid[0])
        resp.unset_cookie("session", path="/")
        resp.status = falcon.HTTP_204
