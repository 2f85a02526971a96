import feedparser
import requests
from celery import shared_task
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from reader.models import FeedEntry


@shared_task(bind=True, max_retries=2)
def fetch_feed(self, user_id, feed_url):
    response = requests.get(feed_url, timeout=15)
    parsed = feedparser.parse(response.content)
    for entry in parsed.entries[:50]:
        FeedEntry.objects.get_or_create(
            user_id=user_id,
            link=entry.get("link", feed_url),
            defaults={"title": entry.get("title", ""), "summary": entry.get("summary", "")},
        )
    return len(parsed.entries)


@login_required
@require_POST
def subscribe(request):
    feed_url = request.POST.get("url", "").strip()
    fetch_feed.delay(request.user.id, feed_url)
    return JsonResponse({"queued": True, "url": feed_url}, status=202)
