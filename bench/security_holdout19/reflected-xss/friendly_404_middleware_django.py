import logging

from django.conf import settings
from django.http import HttpResponse, HttpResponseNotFound

logger = logging.getLogger(__name__)

NOT_FOUND_TEMPLATE = """<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Page not found</title></head>
<body>
  <h1>We couldn't find that page</h1>
  <p>The address <code>{path}</code> does not exist on {site}.</p>
  <p><a href="/">Back to the homepage</a></p>
</body>
</html>"""


def build_not_found_page(path):
    site = getattr(settings, "SITE_NAME", "this site")
    return NOT_FOUND_TEMPLATE.format(path=path, site=site)


class FriendlyNotFoundMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        if response.status_code != 404 or request.path.startswith("/api/"):
            return response
        if "text/html" not in request.headers.get("Accept", ""):
            return response
        logger.info("404 for %s (referer=%s)", request.path, request.headers.get("Referer"))
        return HttpResponseNotFound(build_not_found_page(request.path))


class MaintenanceModeMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if getattr(settings, "MAINTENANCE_MODE", False) and not request.path.startswith("/admin/"):
            return HttpResponse("<h1>Down for maintenance</h1>", status=503)
        return self.get_response(request)
