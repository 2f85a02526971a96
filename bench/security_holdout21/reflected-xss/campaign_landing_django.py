import logging

from django.conf import settings
from django.http import HttpResponse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET

from .models import Campaign

logger = logging.getLogger(__name__)

LANDING_TEMPLATE = """<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>%(title)s</title></head>
<body>
  <header><img src="%(logo)s" alt="logo"></header>
  <section class="hero">
    <h1>%(title)s</h1>
    <p class="greeting">Welcome back, %(visitor)s!</p>
    <a class="cta" href="/signup?campaign=%(slug)s">Claim your offer</a>
  </section>
</body>
</html>"""


def lookup_campaign(slug):
    try:
        return Campaign.objects.get(slug=slug, active=True)
    except Campaign.DoesNotExist:
        return None


@require_GET
@never_cache
def landing(request, slug):
    campaign = lookup_campaign(slug)
    if campaign is None:
        logger.info("inactive or unknown campaign %s", slug)
        return HttpResponse("Campaign not found", status=404, content_type="text/plain")
    visitor = request.GET.get("name", "friend")
    context = {
        "title": campaign.title,
        "logo": settings.STATIC_URL + "img/logo.svg",
        "visitor": visitor,
        "slug": campaign.slug,
    }
    body = LANDING_TEMPLATE % context
    return HttpResponse(body)


@require_GET
def landing_health(request):
    return HttpResponse("ok", content_type="text/plain")
