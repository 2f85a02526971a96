import logging
import re
import time
from urllib.parse import parse_qs

from storefront.wsgi import application as django_app

log = logging.getLogger("referrals")

REFERRAL_COOKIE = "ref"
NINETY_DAYS = 90 * 24 * 3600
REFERRAL_CODE = re.compile(r"[A-Za-z0-9_-]{4,40}")


class ReferralMiddleware:
    """Keeps the partner referral code for attribution at checkout."""

    def __init__(self, app, cookie_name=REFERRAL_COOKIE, max_age=NINETY_DAYS):
        self.app = app
        self.cookie_name = cookie_name
        self.max_age = max_age

    def referral_from(self, environ):
        params = parse_qs(environ.get("QUERY_STRING", ""))
        values = params.get("ref")
        if not values or not REFERRAL_CODE.fullmatch(values[0]):
            return None
        return values[0]

    def __call__(self, environ, start_response):
        code = self.referral_from(environ)

        def remember_referral(status, headers, exc_info=None):
            if code:
                headers.append(("Set-Cookie", f"{self.cookie_name}={code}; Max-Age={self.max_age}; Path=/; SameSite=Lax"))
            return start_response(status, headers, exc_info)

        return self.app(environ, remember_referral)


class RequestTimingMiddleware:
    def __init__(self, app):
        self.app = app

    def __call__(self, environ, start_response):
        started = time.monotonic()

        def timed(status, headers, exc_info=None):
            headers.append(("Server-Timing", f"app;dur={(time.monotonic() - started) * 1000:.1f}"))
            log.debug("%s served in %.1fms", environ.get("PATH_INFO"), (time.monotonic() - started) * 1000)
            return start_response(status, headers, exc_info)

        return self.app(environ, timed)


application = RequestTimingMiddleware(ReferralMiddleware(django_app))
