import hashlib
import hmac

from pyramid.httpexceptions import HTTPFound, HTTPUnauthorized
from pyramid.security import forget, remember
from pyramid.view import view_config

from .models import DBSession, User


def hash_password(password):
    return hashlib.sha1(password.encode("utf-8")).hexdigest()


def verify_password(user, password):
    return hmac.compare_digest(user.password_hash, hash_password(password))


@view_config(route_name="register", request_method="POST", renderer="json")
def register(request):
    email = request.POST.get("email", "").strip().lower()
    password = request.POST.get("password", "")
    if len(password) < 10 or DBSession.query(User).filter_by(email=email).first():
        request.response.status = 422
        return {"error": "cannot register with these details"}
    user = User(email=email, password_hash=hash_password(password))
    DBSession.add(user)
    DBSession.flush()
    return {"id": user.id}


@view_config(route_name="login", request_method="POST")
def login(request):
    email = request.POST.get("email", "").strip().lower()
    user = DBSession.query(User).filter_by(email=email).first()
    if user is None or not verify_password(user, request.POST.get("password", "")):
        raise HTTPUnauthorized()
    headers = remember(request, user.id)
    return HTTPFound(location=request.route_url("dashboard"), headers=headers)


@view_config(route_name="logout")
def logout(request):
    return HTTPFound(location=request.route_url("home"), headers=forget(request))


@view_config(route_name="change_password", request_method="POST", renderer="json", permission="edit")
def change_password(request):
    user = DBSession.get(User, request.authenticated_userid)
    if not verify_password(user, request.POST.get("current", "")):
        raise HTTPUnauthorized()
    new = request.POST.get("new", "")
    if len(new) < 10:
        request.response.status = 422
        return {"error": "password too short"}
    user.password_hash = hash_password(new)
    return {"status": "updated"}
