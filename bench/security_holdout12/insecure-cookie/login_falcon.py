import secrets

import falcon


class SessionStore:
    def __init__(self):
        self.sessions = {}

    def create(self, username):
        sid = secrets.token_urlsafe(32)
        self.sessions[sid] = username
        return sid


class LoginResource:
    cookie_options = {"secure": True, "http_only": True, "same_site": "Strict", "path": "/"}

    def __init__(self, store):
        self.store = store

    def on_post(self, req, resp):
        username = (req.get_media() or {}).get("username", "")
        sid = self.store.create(username)
        resp.set_cookie("session_id", sid, max_age=3600, **self.cookie_options)
        resp.media = {"user": username}


app = falcon.App()
app.add_route("/login", LoginResource(SessionStore()))
