import logging
import time
from urllib.parse import parse_qs

from shop.wsgi import application as django_app

log = logging.getLogger("campaigns")

CAMPAIGN_COOKIE = "utm_campaign"
THIRTY_DAYS = 30 * 24 * 3600


class CampaignMiddleware:
    """Remembers which marketing campaign brought a visitor to the shop."""

    def __init__(self, app, cookie_name=CAMPAIGN_COOKIE, max_age=THIRTY_DAYS):
        self.app = app
        self.cookie_name = cookie_name
        self.max_age = max_age

    def campaign_from(self, environ):
        params = parse_qs(environ.get("QUERY_STRING", ""))
        values = params.get("utm_campaign")
        return values[0] if values else None

    def __call__(self, environ, start_response):
        campaign = self.campaign_from(environ)
        started = time.monotonic()

        def remember_campaign(status, headers, exc_info=None):
            if campaign:
                headers.append(("Set-Cookie", f"{self.cookie_name}={campaign}; Max-Age={self.max_age}; Path=/; SameSite=Lax"))
                log.debug("campaign %r tagged in %.1fms", campaign, (time.monotonic() - started) * 1000)
            return start_response(status, headers, exc_info)

        return self.app(environ, remember_campaign)


class RequestTimingMiddleware:
    def __init__(self, app):
        self.app = app

    def __call__(self, environ, start_response):
        started = time.monotonic()

        def timed(status, headers, exc_info=None):
            headers.append(("Server-Timing", f"app;dur={(time.monotonic() - started) * 1000:.1f}"))
            return start_response(status, headers, exc_info)

        return self.app(environ, timed)


application = RequestTimingMiddleware(CampaignMiddleware(django_app))
