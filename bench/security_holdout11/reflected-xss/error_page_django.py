import logging

from django.conf import settings
from django.http import HttpResponse, JsonResponse
from django.shortcuts import render
from django.utils.html import escape
from django.views.decorators.http import require_GET

logger = logging.getLogger(__name__)

SUPPORT_EMAIL = getattr(settings, "SUPPORT_EMAIL", "support@example.com")

ERROR_MESSAGES = {
    "expired": "Your session has expired.",
    "denied": "You do not have access to that page.",
    "maintenance": "We are performing scheduled maintenance.",
}


def _layout(title, inner):
    return (
        "<!doctype html><html><head><title>%s</title></head>"
        "<body><main>%s</main><footer>Contact %s</footer></body></html>"
        % (escape(title), inner, escape(SUPPORT_EMAIL))
    )


@require_GET
def home(request):
    return render(request, "home.html", {"user": request.user})


@require_GET
def status(request):
    return JsonResponse({"debug": settings.DEBUG, "support": SUPPORT_EMAIL})


@require_GET
def error_page(request):
    code = request.GET.get("code", "")
    detail = request.GET.get("detail")
    message = ERROR_MESSAGES.get(code)
    if message is None:
        message = "Unexpected error: %s" % (detail or code)
        logger.warning("unknown error code %r", code)
    inner = "<h2>Something went wrong</h2><p class='msg'>" + message + "</p>"
    return HttpResponse(_layout("Error", inner), status=400)


@require_GET
def not_found(request):
    inner = "<h2>Page not found</h2><p>The page you requested does not exist.</p>"
    return HttpResponse(_layout("Not found", inner), status=404)
