from pyramid.httpexceptions import HTTPFound
from pyramid.view import view_config

from portal.auth import check_credentials, create_session

SESSION_COOKIE = "portal_sid"
SESSION_MAX_AGE = 60 * 60 * 4


@view_config(route_name="login", request_method="POST", require_csrf=True)
def login(request):
    user = check_credentials(request.dbsession, request.POST.get("login", ""), request.POST.get("password", ""))
    if user is None:
        return HTTPFound(location=request.route_url("login", _query={"failed": "1"}))
    sid = create_session(request.dbsession, user.id, ttl=SESSION_MAX_AGE)
    response = HTTPFound(location=request.route_url("home"))
    response.set_cookie(SESSION_COOKIE, sid, max_age=SESSION_MAX_AGE, secure=True, httponly=True, samesite="Strict")
    return response
