import json
import secrets
import time
from dataclasses import dataclass, field
from typing import Dict, Optional, Tuple

import tornado.ioloop
import tornado.web

ACCESS_TTL = 900
REFRESH_TTL_DAYS = 14
COOKIE_OPTIONS = {"secure": True, "httponly": True, "samesite": "Strict", "path": "/auth"}


@dataclass
class TokenPair:
    access: str
    refresh: str
    issued_at: float = field(default_factory=time.time)


class TokenStore:
    def __init__(self):
        self._refresh: Dict[str, str] = {}

    def issue(self, user: str) -> TokenPair:
        pair = TokenPair(
            access=secrets.token_urlsafe(32),
            refresh=secrets.token_urlsafe(48),
        )
        self._refresh[pair.refresh] = user
        return pair

    def rotate(self, refresh_token: str) -> Optional[Tuple[str, TokenPair]]:
        user = self._refresh.pop(refresh_token, None)
        if user is None:
            return None
        return user, self.issue(user)


class RefreshHandler(tornado.web.RequestHandler):
    def initialize(self, store: TokenStore):
        self.store = store

    def post(self):
        current = self.get_cookie("refresh_token")
        if not current:
            raise tornado.web.HTTPError(401)
        rotated = self.store.rotate(current)
        if rotated is None:
            self.clear_cookie("refresh_token", path="/auth")
            raise tornado.web.HTTPError(401)
        user, pair = rotated
        self.set_cookie(
            "refresh_token",
            pair.refresh,
            expires_days=REFRESH_TTL_DAYS,
            **COOKIE_OPTIONS,
        )
        self.set_header("Content-Type", "application/json")
        self.write(json.dumps({
            "user": user,
            "access_token": pair.access,
            "expires_in": ACCESS_TTL,
        }))


def make_app():
    store = TokenStore()
    return tornado.web.Application([
        (r"/auth/refresh", RefreshHandler, {"store": store}),
    ])


if __name__ == "__main__":
    make_app().listen(8000)
    tornado.ioloop.IOLoop.current().start()
