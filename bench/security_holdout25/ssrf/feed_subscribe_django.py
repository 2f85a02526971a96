from urllib.parse import urlsplit

import requests
from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.core.cache import cache
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_GET, require_POST

from feeds.models import Subscription

PARTNER_FEED_HOSTS = frozenset(getattr(settings, "PARTNER_FEED_HOSTS", ["feeds.partner-a.com", "rss.partner-b.io"]))


def normalise_feed_url(raw):
    try:
        parts = urlsplit(raw.strip())
        port = parts.port
    except ValueError:
        return None
    if parts.scheme != "https" or parts.username or parts.password or port not in (None, 443):
        return None
    host = (parts.hostname or "").rstrip(".").lower()
    if host not in PARTNER_FEED_HOSTS:
        return None
    query = f"?{parts.query}" if parts.query else ""
    return f"https://{host}{parts.path or '/'}{query}"


@login_required
@require_POST
def subscribe(request):
    feed_url = normalise_feed_url(request.POST.get("feed_url", ""))
    if feed_url is None:
        return HttpResponseBadRequest("only partner feeds over https are supported")
    resp = requests.get(feed_url, timeout=5, allow_redirects=False)
    if resp.status_code != 200:
        return JsonResponse({"error": f"feed returned {resp.status_code}"}, status=502)
    sub, created = Subscription.objects.get_or_create(user=request.user, url=feed_url)
    cache.set(f"feed:{sub.pk}", resp.text[:500_000], 900)
    return JsonResponse({"id": sub.pk, "created": created})


@login_required
@require_GET
def subscriptions(request):
    subs = Subscription.objects.filter(user=request.user).order_by("-created_at")
    return JsonResponse({"feeds": [{"id": s.pk, "url": s.url} for s in subs]})


@login_required
@require_POST
def unsubscribe(request, sub_id: int):
    deleted, _ = Subscription.objects.filter(user=request.user, pk=sub_id).delete()
    cache.delete(f"feed:{sub_id}")
    return JsonResponse({"deleted": bool(deleted)})
