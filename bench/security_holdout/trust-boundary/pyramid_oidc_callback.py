import jwt
from pyramid.httpexceptions import HTTPFound
from pyramid.view import view_config


@view_config(route_name="oidc_callback")
def oidc_callback(request):
    settings = request.registry.settings
    try:
        claims = jwt.decode(
            request.params["id_token"],
            settings["oidc.public_key"],
            algorithms=["RS256"],
            audience=settings["oidc.client_id"],
        )
    except (KeyError, jwt.InvalidTokenError):
        return HTTPFound(location=request.route_url("login", _query={"error": "sso"}))
    request.session.invalidate()
    request.session["authenticated_user"] = claims["sub"]
    request.session["auth_method"] = "oidc"
    return HTTPFound(location=request.route_url("home"))
