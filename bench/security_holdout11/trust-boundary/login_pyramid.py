from pyramid.httpexceptions import HTTPFound, HTTPUnauthorized
from pyramid.view import view_config

from .models import User


@view_config(route_name="login", request_method="POST")
def login_view(request):
    username = request.POST.get("username", "")
    password = request.POST.get("password", "")
    user = request.dbsession.query(User).filter_by(username=username).one_or_none()
    if user is None or not user.check_password(password):
        raise HTTPUnauthorized()
    request.session.invalidate()
    request.session["user_id"] = user.id
    return HTTPFound(location=request.route_url("home"))
