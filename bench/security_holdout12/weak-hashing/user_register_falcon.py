import hashlib
import os

import falcon

USERS = {}


def hash_password(password: str, salt: bytes) -> bytes:
    return hashlib.scrypt(password.encode("utf-8"), salt=salt, n=2 ** 14, r=8, p=1, dklen=64)


class RegisterResource:
    def on_post(self, req, resp):
        body = req.get_media()
        username = str(body.get("username", ""))
        password = str(body.get("password", ""))
        if not username or len(password) < 8:
            raise falcon.HTTPBadRequest(description="username and 8+ character password required")
        salt = os.urandom(16)
        USERS[username] = (salt, hash_password(password, salt))
        resp.status = falcon.HTTP_201
        resp.media = {"created": username}


app = falcon.App()
app.add_route("/register", RegisterResource())
