import logging

from django.conf import settings
from django.http import HttpResponseNotFound
from django.utils.html import format_html

logger = logging.getLogger(__name__)

NOT_FOUND_TEMPLATE = """<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Page not found</title></head>
<body>
  <h1>We couldn't find that page</h1>
  <p>The address <code>{}</code> does not exist on {}.</p>
  <p><a href="{}">Back to the homepage</a></p>
</body>
</html>"""


def build_not_found_page(request):
    site = getattr(settings, "SITE_NAME", "this site")
    home = getattr(settings, "HOME_URL", "/")
    return format_html(NOT_FOUND_TEMPLATE, request.path, site, home)


class NotFoundPageMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        if response.status_code != 404 or request.path.startswith("/api/"):
            return response
        if "text/html" not in request.headers.get("Accept", ""):
            return response
        logger.info("404 for %s (referer=%s)", request.path, request.headers.get("Referer"))
        return HttpResponseNotFound(build_not_found_page(request))


class RequestIdMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        request_id = request.headers.get("X-Request-ID")
        if request_id and request_id.isalnum():
            response["X-Request-ID"] = request_id
        return response
