from django.conf import settings
from django.http import HttpResponseBadRequest, HttpResponseRedirect

from sso.client import exchange_code
from sso.sessions import create_portal_session

SSO_COOKIE = "portal_sso"


def sso_callback(request):
    code = request.GET.get("code")
    if not code:
        return HttpResponseBadRequest("missing code")
    identity = exchange_code(code, redirect_uri=settings.SSO_REDIRECT_URI)
    session_id = create_portal_session(identity)
    response = HttpResponseRedirect(settings.PORTAL_HOME_URL)
    response.set_cookie(
        SSO_COOKIE,
        session_id,
        max_age=8 * 3600,
        domain=settings.SSO_COOKIE_DOMAIN,
        path="/",
    )
    return response
