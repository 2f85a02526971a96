import logging
from urllib.parse import urlencode

from django.conf import settings
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse
from django.views import View

log = logging.getLogger(__name__)

NOT_FOUND_TEMPLATE = """
<html>
  <head><title>Page not found</title></head>
  <body>
    <h1>We couldn't find that page</h1>
    <p>The address <code>{path}</code> does not exist.</p>
    <p><a href="{back}">Return to where you came from</a></p>
  </body>
</html>
"""


class HomeView(View):
    def get(self, request: HttpRequest) -> HttpResponse:
        return render(request, "home.html", {"user": request.user})


class MissingPageView(View):
    def get(self, request: HttpRequest) -> HttpResponse:
        missing = request.GET.get("path", request.path)
        back = request.GET.get("next") or request.META.get("HTTP_REFERER", "/")
        log.info("404 for %s", missing)
        html = NOT_FOUND_TEMPLATE.format(path=missing, back=back)
        return HttpResponse(html, status=404)


class LegacyRedirectView(View):
    mapping = {"old-pricing": "pricing", "old-about": "about"}

    def get(self, request: HttpRequest, slug: str) -> HttpResponse:
        target = self.mapping.get(slug)
        if target is None:
            query = urlencode({"path": request.path})
            return HttpResponseRedirect(f"{reverse('missing')}?{query}")
        return HttpResponseRedirect(reverse(target))


def server_error(request: HttpRequest) -> HttpResponse:
    context = {"support": settings.DEFAULT_FROM_EMAIL}
    return render(request, "500.html", context, status=500)
