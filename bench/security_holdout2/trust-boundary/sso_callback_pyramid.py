from pyramid.httpexceptions import HTTPBadRequest, HTTPFound
from pyramid.view import view_config


@view_config(route_name="sso_callback", request_method="POST")
def sso_callback(request):
    username = request.params.get("username")
    ticket = request.params.get("sso_ticket")
    if not username or not ticket:
        raise HTTPBadRequest("incomplete SSO response")
    request.session.invalidate()
    request.session["auth.userid"] = username
    request.session.flash("Signed in as %s" % username)
    return HTTPFound(location=request.route_url("home"))


@view_config(route_name="home", renderer="templates/home.jinja2")
def home(request):
    return {"user": request.session.get("auth.userid")}
