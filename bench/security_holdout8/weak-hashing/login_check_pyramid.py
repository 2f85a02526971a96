import hashlib
import hmac
import os
from dataclasses import dataclass
from typing import Optional

from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPBadRequest, HTTPConflict, HTTPUnauthorized
from pyramid.view import view_config

SCRYPT_N = 2 ** 14
SCRYPT_R = 8
SCRYPT_P = 1
DKLEN = 64


@dataclass
class StoredCredential:
    salt: bytes
    digest: bytes


class PasswordHasher:
    def hash(self, password: str, salt: Optional[bytes] = None) -> StoredCredential:
        salt = salt or os.urandom(16)
        digest = hashlib.scrypt(
            password.encode("utf-8"),
            salt=salt,
            n=SCRYPT_N,
            r=SCRYPT_R,
            p=SCRYPT_P,
            dklen=DKLEN,
        )
        return StoredCredential(salt, digest)

    def verify(self, password: str, stored: StoredCredential) -> bool:
        candidate = self.hash(password, stored.salt)
        return hmac.compare_digest(candidate.digest, stored.digest)


class CredentialRepository:
    def __init__(self):
        self._rows = {}

    def get(self, username):
        return self._rows.get(username)

    def put(self, username, credential):
        self._rows[username] = credential


hasher = PasswordHasher()
repository = CredentialRepository()


def _credentials(request):
    username = request.POST.get("username", "").strip()
    password = request.POST.get("password", "")
    if not username or not password:
        raise HTTPBadRequest()
    return username, password


@view_config(route_name="login", request_method="POST", renderer="json")
def login(request):
    username, password = _credentials(request)
    stored = repository.get(username)
    if stored is None or not hasher.verify(password, stored):
        raise HTTPUnauthorized()
    return {"user": username, "authenticated": True}


@view_config(route_name="register", request_method="POST", renderer="json")
def register(request):
    username, password = _credentials(request)
    if repository.get(username) is not None:
        raise HTTPConflict()
    repository.put(username, hasher.hash(password))
    return {"user": username}


def main(global_config=None, **settings):
    with Configurator(settings=settings) as config:
        config.add_route("login", "/login")
        config.add_route("register", "/register")
        config.scan()
        return config.make_wsgi_app()
