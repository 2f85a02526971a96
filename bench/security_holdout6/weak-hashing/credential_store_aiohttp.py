import base64
import hashlib
import hmac
import os
from dataclasses import dataclass

from aiohttp import web

SCRYPT_N = 2 ** 14
SCRYPT_R = 8
SCRYPT_P = 1
KEY_LEN = 64


@dataclass
class StoredCredential:
    salt: bytes
    digest: bytes

    def encode(self) -> str:
        salt = base64.b64encode(self.salt).decode()
        digest = base64.b64encode(self.digest).decode()
        return f"scrypt${salt}${digest}"

    @classmethod
    def decode(cls, value: str) -> "StoredCredential":
        _, salt, digest = value.split("$")
        return cls(base64.b64decode(salt), base64.b64decode(digest))


def derive(password: str, salt: bytes) -> bytes:
    return hashlib.scrypt(
        password.encode("utf-8"),
        salt=salt,
        n=SCRYPT_N,
        r=SCRYPT_R,
        p=SCRYPT_P,
        dklen=KEY_LEN,
    )


class CredentialStore:
    def __init__(self):
        self._records = {}

    def set_password(self, user: str, password: str) -> None:
        salt = os.urandom(16)
        self._records[user] = StoredCredential(salt, derive(password, salt)).encode()

    def check(self, user: str, password: str) -> bool:
        encoded = self._records.get(user)
        if encoded is None:
            return False
        cred = StoredCredential.decode(encoded)
        return hmac.compare_digest(cred.digest, derive(password, cred.salt))


async def register(request: web.Request) -> web.Response:
    data = await request.post()
    user, password = data.get("user"), data.get("password")
    if not user or not password or len(password) < 10:
        return web.json_response({"error": "user and a 10+ character password required"}, status=400)
    request.app["credentials"].set_password(user, password)
    return web.json_response({"status": "created"}, status=201)


async def login(request: web.Request) -> web.Response:
    data = await request.post()
    if not request.app["credentials"].check(data.get("user", ""), data.get("password", "")):
        return web.json_response({"error": "invalid credentials"}, status=401)
    return web.json_response({"status": "ok"})


def create_app() -> web.Application:
    app = web.Application()
    app["credentials"] = CredentialStore()
    app.add_routes([web.post("/register", register), web.post("/login", login)])
    return app
