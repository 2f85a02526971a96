import logging
import secrets

from django.conf import settings
from django.contrib.auth import login
from django.http import HttpResponseBadRequest, HttpResponseRedirect
from django.views.decorators.http import require_GET

from .sso import exchange_code, user_from_claims

logger = logging.getLogger(__name__)
DEFAULT_LANDING = getattr(settings, "LOGIN_REDIRECT_URL", "/app/")
STATE_KEY = "sso_state"
NEXT_KEY = "sso_next"


class SsoFlow:
    def __init__(self, request):
        self.request = request

    def begin(self, next_url):
        state = secrets.token_urlsafe(24)
        self.request.session[STATE_KEY] = state
        self.request.session[NEXT_KEY] = next_url
        return state

    def verify_state(self, state):
        expected = self.request.session.pop(STATE_KEY, None)
        return expected is not None and secrets.compare_digest(expected, state or "")

    def landing(self):
        target = self.request.session.pop(NEXT_KEY, "") or DEFAULT_LANDING
        if not target.startswith("/"):
            logger.info("ignoring absolute next url %s", target)
            target = DEFAULT_LANDING
        return target


@require_GET
def sso_start(request):
    flow = SsoFlow(request)
    state = flow.begin(request.GET.get("next", ""))
    authorize = "{}?client_id={}&state={}".format(
        settings.SSO_AUTHORIZE_URL, settings.SSO_CLIENT_ID, state
    )
    return HttpResponseRedirect(authorize)


@require_GET
def sso_callback(request):
    flow = SsoFlow(request)
    if not flow.verify_state(request.GET.get("state")):
        return HttpResponseBadRequest("state mismatch")
    claims = exchange_code(request.GET.get("code", ""))
    user = user_from_claims(claims)
    login(request, user)
    target = flow.landing()
    return HttpResponseRedirect(target)
