import secrets
from dataclasses import dataclass

from django.conf import settings
from django.core import signing
from django.http import HttpResponseRedirect, JsonResponse
from django.views import View

SSO_COOKIE_NAME = "sso_session"
SSO_COOKIE_AGE = 8 * 3600
SSO_COOKIE_DOMAIN = getattr(settings, "SSO_COOKIE_DOMAIN", None)

COOKIE_OPTIONS = {
    "max_age": SSO_COOKIE_AGE,
    "domain": SSO_COOKIE_DOMAIN,
    "path": "/",
    "secure": True,
    "httponly": True,
    "samesite": "Strict",
}


@dataclass
class SsoAssertion:
    subject: str
    email: str
    session_index: str


class AssertionConsumer:
    salt = "sso.assertion"

    def parse(self, raw: str) -> SsoAssertion:
        data = signing.loads(raw, salt=self.salt, max_age=300)
        return SsoAssertion(subject=data["sub"], email=data["email"], session_index=data["sid"])

    def session_value(self, assertion: SsoAssertion) -> str:
        return signing.dumps(
            {"sub": assertion.subject, "sid": assertion.session_index, "nonce": secrets.token_hex(8)},
            salt="sso.session",
        )


class SsoCallbackView(View):
    consumer = AssertionConsumer()

    def post(self, request):
        raw = request.POST.get("assertion", "")
        try:
            assertion = self.consumer.parse(raw)
        except signing.BadSignature:
            return JsonResponse({"error": "invalid assertion"}, status=400)
        response = HttpResponseRedirect("/")
        response.set_cookie(SSO_COOKIE_NAME, self.consumer.session_value(assertion), **COOKIE_OPTIONS)
        return response
