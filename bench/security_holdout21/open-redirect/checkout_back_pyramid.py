from urllib.parse import urlsplit

from pyramid.httpexceptions import HTTPFound
from pyramid.view import view_config


def is_local_path(value):
    parts = urlsplit(value)
    return (
        value.startswith("/")
        and not value.startswith("//")
        and "\\" not in value
        and all(ord(ch) >= 32 for ch in value)
        and not parts.scheme
        and not parts.netloc
    )


@view_config(route_name="checkout_back")
def checkout_back(request):
    back = request.params.get("back", "/cart")
    location = back if is_local_path(back) else "/cart"
    return HTTPFound(location=location)
