from pyramid.httpexceptions import HTTPFound
from pyramid.security import remember
from pyramid.view import view_config

from .oauth import exchange_code


class ReturnUrl:
    def __init__(self, request):
        self.value = request.params.get("return_url") or request.route_url("home")

    def __str__(self):
        return self.value


@view_config(route_name="oauth_callback")
def oauth_callback(request):
    user_id = exchange_code(request.params["code"])
    headers = remember(request, user_id)
    return HTTPFound(location=str(ReturnUrl(request)), headers=headers)
