import hashlib
import json
import secrets
from datetime import datetime

import falcon

TOKENS = {}


def token_digest(token):
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


class HealthResource:
    def on_get(self, req, resp):
        resp.media = {"ok": True}


class TokenResource:
    def on_post(self, req, resp):
        body = json.load(req.bounded_stream)
        label = str(body.get("label", "default"))[:64]
        token = "pat_" + secrets.token_hex(24)
        TOKENS[token_digest(token)] = {"label": label, "created": datetime.utcnow().isoformat()}
        resp.status = falcon.HTTP_201
        resp.media = {"token": token}

    def on_get(self, req, resp):
        resp.media = [{"label": v["label"], "created": v["created"]} for v in TOKENS.values()]


class VerifyResource:
    def on_post(self, req, resp):
        presented = req.get_header("Authorization", default="").removeprefix("Bearer ")
        entry = TOKENS.get(token_digest(presented))
        if entry is None:
            raise falcon.HTTPUnauthorized()
        resp.media = {"label": entry["label"]}


app = falcon.App()
app.add_route("/health", HealthResource())
app.add_route("/tokens", TokenResource())
app.add_route("/tokens/verify", VerifyResource())
