from pyramid.httpexceptions import HTTPFound
from pyramid.view import view_config


@view_config(route_name="sso_callback")
def sso_callback(request):
    if request.params.get("status") != "ok":
        return HTTPFound(location=request.route_url("login", _query={"error": "sso"}))
    request.session.invalidate()
    request.session["authenticated_user"] = request.params["user"]
    request.session["auth_method"] = "sso"
    return HTTPFound(location=request.route_url("home"))
