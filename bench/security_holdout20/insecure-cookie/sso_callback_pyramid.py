from pyramid.httpexceptions import HTTPBadRequest, HTTPUnauthorized
from pyramid.response import Response
from pyramid.view import view_config

from app.auth import exchange_code


@view_config(route_name="sso_callback", request_method="POST")
def sso_callback(request):
    try:
        code = str(request.json_body["code"])
    except (ValueError, KeyError, TypeError):
        raise HTTPBadRequest()
    token = exchange_code(code)
    if token is None:
        raise HTTPUnauthorized()
    response = Response(json_body={"ok": True})
    response.set_cookie("auth_token", token, max_age=3600, secure=True, httponly=True, samesite="Lax")
    return response
