import logging

from django.http import HttpResponse, JsonResponse
from django.utils.html import escape
from django.views.decorators.http import require_GET

logger = logging.getLogger(__name__)

SUPPORT_EMAIL = "support@example.com"
KNOWN_CODES = {
    "E100": "Payment declined",
    "E200": "Session expired",
    "E300": "Quota exceeded",
}


def _layout(title, body):
    return (
        "<!doctype html><html><head><title>%s</title></head>"
        "<body><main>%s</main><footer>%s</footer></body></html>"
    ) % (escape(title), body, SUPPORT_EMAIL)


class ErrorPage:
    def __init__(self, code, detail):
        self.code = code
        self.detail = detail

    def headline(self):
        return KNOWN_CODES.get(self.code, "Something went wrong")

    def render(self):
        parts = [f"<h1>{escape(self.headline())}</h1>"]
        if self.detail:
            parts.append(f"<p class='detail'>{self.detail}</p>")
        parts.append("<a href='/'>Back to dashboard</a>")
        return _layout(self.headline(), "\n".join(parts))


@require_GET
def error_page(request):
    page = ErrorPage(
        request.GET.get("code", ""),
        request.GET.get("detail", ""),
    )
    logger.warning("error page shown for code=%s", page.code)
    return HttpResponse(page.render(), status=400)


@require_GET
def error_codes(request):
    return JsonResponse(KNOWN_CODES)


@require_GET
def health(request):
    return JsonResponse({"status": "ok"})
