import hashlib

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerifyMismatchError
from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPBadRequest, HTTPConflict, HTTPUnauthorized
from pyramid.view import view_config

from accounts.storage import UserTable

ph = PasswordHasher(time_cost=3, memory_cost=64 * 1024, parallelism=2)


class AccountService:
    def __init__(self, table):
        self.table = table

    def register(self, email, password):
        if self.table.exists(email):
            raise HTTPConflict()
        encoded = ph.hash(password)
        return self.table.insert(email=email, password_hash=encoded)

    def authenticate(self, email, password):
        row = self.table.get(email)
        if row is None:
            return None
        try:
            ph.verify(row["password_hash"], password)
        except (VerifyMismatchError, InvalidHashError):
            return None
        if ph.check_needs_rehash(row["password_hash"]):
            self.table.update(email, password_hash=ph.hash(password))
        return row


def avatar_url(email):
    digest = hashlib.md5(email.strip().lower().encode(), usedforsecurity=False).hexdigest()
    return f"https://www.gravatar.com/avatar/{digest}?d=identicon"


def service(request):
    return AccountService(UserTable(request.registry.settings["db.url"]))


@view_config(route_name="register", request_method="POST", renderer="json")
def register(request):
    body = request.json_body
    email, password = body.get("email", "").strip().lower(), body.get("password", "")
    if "@" not in email or len(password) < 10:
        raise HTTPBadRequest()
    user_id = service(request).register(email, password)
    return {"id": user_id, "avatar": avatar_url(email)}


@view_config(route_name="login", request_method="POST", renderer="json")
def login(request):
    body = request.json_body
    row = service(request).authenticate(body.get("email", "").strip().lower(), body.get("password", ""))
    if row is None:
        raise HTTPUnauthorized()
    request.session["user_id"] = row["id"]
    return {"id": row["id"], "avatar": avatar_url(row["email"])}


def includeme(config: Configurator):
    config.add_route("register", "/register")
    config.add_route("login", "/login")
    config.scan(__name__)
