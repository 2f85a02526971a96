from urllib.parse import urlsplit

from pyramid.httpexceptions import HTTPFound
from pyramid.view import view_config

SUPPORTED_LOCALES = ("en", "de", "fr", "es", "nl")


def local_path(target: str, fallback: str) -> str:
    """Accept only absolute paths on this site, e.g. /de/pricing?plan=team."""
    if not target or not target.startswith("/") or target.startswith("//"):
        return fallback
    if "\\" in target or any(ord(ch) < 0x21 or ord(ch) == 0x7F for ch in target):
        return fallback
    parts = urlsplit(target)
    if parts.scheme or parts.netloc:
        return fallback
    return target


@view_config(route_name="switch_language", request_method="POST")
def switch_language(request):
    locale = request.POST.get("locale", "")
    if locale not in SUPPORTED_LOCALES:
        locale = request.registry.settings.get("pyramid.default_locale_name", "en")

    fallback = request.route_path("home")
    target = local_path(request.POST.get("came_from", ""), fallback)

    response = HTTPFound(location=target)
    response.set_cookie(
        "_LOCALE_",
        locale,
        max_age=365 * 24 * 3600,
        secure=request.scheme == "https",
        httponly=True,
        samesite="Lax",
    )
    return response


@view_config(route_name="languages", renderer="json", request_method="GET")
def list_languages(request):
    current = request.cookies.get("_LOCALE_") or request.locale_name
    return {
        "current": current if current in SUPPORTED_LOCALES else "en",
        "available": list(SUPPORTED_LOCALES),
    }
