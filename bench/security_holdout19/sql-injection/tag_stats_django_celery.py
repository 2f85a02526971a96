import json
import logging

from celery import shared_task
from django.core.cache import cache
from django.db import connection
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_GET, require_POST
from django.contrib.auth.decorators import login_required

logger = logging.getLogger(__name__)

STATS_CACHE_KEY = "tagstats:{}"
TAG_STATS_SQL = (
    "SELECT t.name, COUNT(*) FROM catalog_tag t "
    "JOIN catalog_item_tags it ON it.tag_id = t.id "
    "JOIN catalog_item i ON i.id = it.item_id "
    "WHERE i.category = '%s' GROUP BY t.name ORDER BY 2 DESC"
)


@shared_task(bind=True, max_retries=3)
def rebuild_tag_stats(self, category):
    with connection.cursor() as cursor:
        cursor.execute(TAG_STATS_SQL % category)
        rows = cursor.fetchall()
    stats = [{"tag": name, "count": n} for name, n in rows]
    cache.set(STATS_CACHE_KEY.format(category), stats, timeout=3600)
    logger.info("rebuilt tag stats for %s (%d tags)", category, len(stats))
    return len(stats)


@login_required
@require_POST
def request_rebuild(request):
    try:
        payload = json.loads(request.body or b"{}")
    except ValueError:
        return HttpResponseBadRequest("invalid json")
    category = payload.get("category")
    if not category:
        return HttpResponseBadRequest("category is required")
    result = rebuild_tag_stats.delay(category)
    return JsonResponse({"task_id": result.id}, status=202)


@login_required
@require_GET
def tag_stats(request, category):
    stats = cache.get(STATS_CACHE_KEY.format(category))
    if stats is None:
        return JsonResponse({"status": "pending"}, status=404)
    return JsonResponse({"category": category, "tags": stats})
