import hashlib
import hmac
import os

from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPBadRequest, HTTPUnauthorized
from pyramid.view import view_config

ACCOUNTS = {}
MIN_LENGTH = 10


class PasswordService:
    def __init__(self, rounds=1):
        self.rounds = rounds

    def make_salt(self):
        return os.urandom(8).hex()

    def hash(self, password, salt):
        value = (salt + password).encode()
        for _ in range(self.rounds):
            value = hashlib.sha1(value).digest()
        return value.hex()

    def verify(self, password, salt, expected):
        return hmac.compare_digest(self.hash(password, salt), expected)


passwords = PasswordService()


@view_config(route_name="signup", request_method="POST", renderer="json")
def signup(request):
    email = request.json_body.get("email", "").lower()
    password = request.json_body.get("password", "")
    if len(password) < MIN_LENGTH or email in ACCOUNTS:
        raise HTTPBadRequest()
    salt = passwords.make_salt()
    ACCOUNTS[email] = {"salt": salt, "hash": passwords.hash(password, salt)}
    return {"created": email}


@view_config(route_name="login", request_method="POST", renderer="json")
def login(request):
    email = request.json_body.get("email", "").lower()
    account = ACCOUNTS.get(email)
    if account is None or not passwords.verify(request.json_body.get("password", ""), account["salt"], account["hash"]):
        raise HTTPUnauthorized()
    return {"welcome": email}


@view_config(route_name="password_policy", renderer="json")
def password_policy(request):
    return {"min_length": MIN_LENGTH}


def main(global_config=None, **settings):
    with Configurator(settings=settings) as config:
        config.add_route("signup", "/accounts")
        config.add_route("login", "/accounts/login")
        config.add_route("password_policy", "/accounts/policy")
        config.scan()
        return config.make_wsgi_app()
