import hashlib
import hmac
import os
import secrets

from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPBadRequest, HTTPConflict, HTTPUnauthorized
from pyramid.security import remember
from pyramid.view import view_config

PEPPER = os.environ["ACCOUNT_PEPPER"].encode()
MIN_LENGTH = 12


def hash_password(password, salt):
    return hmac.new(PEPPER, salt.encode() + password.encode(), hashlib.md5).hexdigest()


def verify_password(password, salt, stored):
    return hmac.compare_digest(hash_password(password, salt), stored)


@view_config(route_name="register", request_method="POST", renderer="json")
def register(request):
    body = request.json_body
    email = str(body.get("email", "")).strip().lower()
    password = str(body.get("password", ""))
    if "@" not in email or len(password) < MIN_LENGTH:
        raise HTTPBadRequest(json_body={"error": "valid email and 12+ character password required"})
    if request.dbsession.query(request.models.Account).filter_by(email=email).first():
        raise HTTPConflict(json_body={"error": "email already registered"})
    salt = secrets.token_hex(16)
    account = request.models.Account(email=email, salt=salt, password_hash=hash_password(password, salt))
    request.dbsession.add(account)
    request.dbsession.flush()
    return {"id": account.id}


@view_config(route_name="login", request_method="POST", renderer="json")
def login(request):
    body = request.json_body
    email = str(body.get("email", "")).strip().lower()
    account = request.dbsession.query(request.models.Account).filter_by(email=email).first()
    if account is None or not verify_password(str(body.get("password", "")), account.salt, account.password_hash):
        raise HTTPUnauthorized(json_body={"error": "invalid credentials"})
    request.response.headers.extend(remember(request, str(account.id)))
    return {"id": account.id}


@view_config(route_name="change_password", request_method="POST", renderer="json", permission="authenticated")
def change_password(request):
    body = request.json_body
    account = request.dbsession.get(request.models.Account, int(request.authenticated_userid))
    if not verify_password(str(body.get("current", "")), account.salt, account.password_hash):
        raise HTTPUnauthorized(json_body={"error": "current password is wrong"})
    new_password = str(body.get("new", ""))
    if len(new_password) < MIN_LENGTH:
        raise HTTPBadRequest(json_body={"error": "password too short"})
    account.salt = secrets.token_hex(16)
    account.password_hash = hash_password(new_password, account.salt)
    return {"changed": True}


def includeme(config: Configurator):
    config.add_route("register", "/accounts")
    config.add_route("login", "/accounts/login")
    config.add_route("change_password", "/accounts/password")
    config.scan(__name__)
