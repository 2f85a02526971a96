import secrets
from urllib.parse import urlencode, urlsplit

import tornado.web

IDP_AUTHORIZE = "https://idp.example.com/oauth2/authorize"
CLIENT_ID = "portal-web"
CALLBACK_URL = "https://portal.example.com/sso/callback"
RETURN_HOSTS = {"portal.example.com", "billing.example.com", "docs.example.com"}

PENDING = {}


def checked_return(target, default="/home"):
    if not target or "\\" in target or any(ord(ch) < 0x21 or ord(ch) == 0x7F for ch in target):
        return default
    parts = urlsplit(target)
    if not parts.scheme and not parts.netloc:
        return target if target.startswith("/") and not target.startswith("//") else default
    if parts.scheme == "https" and parts.hostname in RETURN_HOSTS and parts.username is None:
        return target
    return default


class SsoStartHandler(tornado.web.RequestHandler):
    def get(self):
        state = secrets.token_hex(24)
        nonce = secrets.token_hex(16)
        PENDING[state] = {"return_to": self.get_query_argument("return_to", "/home"), "nonce": nonce}
        query = urlencode({
            "client_id": CLIENT_ID,
            "redirect_uri": CALLBACK_URL,
            "response_type": "code",
            "scope": "openid profile email",
            "state": state,
            "nonce": nonce,
        })
        self.redirect(f"{IDP_AUTHORIZE}?{query}")


class SsoCallbackHandler(tornado.web.RequestHandler):
    async def get(self):
        pending = PENDING.pop(self.get_query_argument("state", ""), None)
        if pending is None:
            raise tornado.web.HTTPError(401, "unknown login attempt")
        idp = self.settings["idp"]
        tokens = await idp.exchange_code(self.get_query_argument("code", ""))
        claims = idp.verify_id_token(tokens["id_token"], nonce=pending["nonce"])
        session_id = await self.settings["sessions"].create(claims["sub"])
        self.set_signed_cookie("sid", session_id, httponly=True, samesite="Lax")
        self.redirect(checked_return(pending["return_to"]))


class MeHandler(tornado.web.RequestHandler):
    async def get(self):
        sid = self.get_signed_cookie("sid")
        user = await self.settings["sessions"].lookup(sid.decode()) if sid else None
        if user is None:
            raise tornado.web.HTTPError(401)
        self.write({"sub": user})


def make_app(idp, sessions, cookie_secret):
    return tornado.web.Application(
        [(r"/sso/start", SsoStartHandler), (r"/sso/callback", SsoCallbackHandler), (r"/me", MeHandler)],
        idp=idp, sessions=sessions, cookie_secret=cookie_secret,
    )
