import base64
import hashlib
import hmac
import json
import os
import secrets

import falcon

SCRYPT_PARAMS = {"n": 2 ** 14, "r": 8, "p": 1, "dklen": 32}
ACCOUNTS = {}
TOKENS = {}


def hash_password(password, salt=None):
    salt = salt or os.urandom(16)
    key = hashlib.scrypt(password.encode("utf-8"), salt=salt, **SCRYPT_PARAMS)
    return base64.b64encode(salt).decode() + "$" + base64.b64encode(key).decode()


def verify_password(password, stored):
    salt_b64, _ = stored.split("$", 1)
    candidate = hash_password(password, base64.b64decode(salt_b64))
    return hmac.compare_digest(candidate, stored)


class RegisterResource:
    def on_post(self, req, resp):
        body = req.get_media()
        username = str(body.get("username", "")).strip()
        password = str(body.get("password", ""))
        if not username or len(password) < 10:
            raise falcon.HTTPBadRequest(description="username and a 10+ character password are required")
        if username in ACCOUNTS:
            raise falcon.HTTPConflict(description="taken")
        ACCOUNTS[username] = hash_password(password)
        resp.status = falcon.HTTP_201
        resp.media = {"username": username}


class LoginResource:
    def on_post(self, req, resp):
        body = req.get_media()
        username = str(body.get("username", ""))
        stored = ACCOUNTS.get(username)
        if stored is None or not verify_password(str(body.get("password", "")), stored):
            raise falcon.HTTPUnauthorized(description="bad credentials")
        token = secrets.token_urlsafe(32)
        TOKENS[token] = username
        resp.media = {"token": token}


class MeResource:
    def on_get(self, req, resp):
        auth = req.get_header("Authorization") or ""
        user = TOKENS.get(auth.removeprefix("Bearer ").strip())
        if user is None:
            raise falcon.HTTPUnauthorized()
        resp.text = json.dumps({"username": user})
        resp.content_type = falcon.MEDIA_JSON


app = falcon.App()
app.add_route("/register", RegisterResource())
app.add_route("/login", LoginResource())
app.add_route("/me", MeResource())
