import logging
import pickle

import redis
from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.db.models import Count, Sum
from django.http import JsonResponse
from django.views.decorators.http import require_GET

from .models import Order

logger = logging.getLogger(__name__)

REPORT_TTL = 600
_client = None


def cache_client():
    global _client
    if _client is None:
        _client = redis.Redis.from_url(settings.REPORTS_REDIS_URL)
    return _client


def cache_key(user_id, year):
    return f"sales-report:{int(user_id)}:{int(year)}"


def build_report(user, year):
    rows = (
        Order.objects.filter(account__owner=user, created_at__year=year)
        .values("created_at__month")
        .annotate(orders=Count("id"), revenue=Sum("total"))
        .order_by("created_at__month")
    )
    return {r["created_at__month"]: (r["orders"], r["revenue"]) for r in rows}


def cached_report(user, year):
    key = cache_key(user.pk, year)
    raw = cache_client().get(key)
    if raw is not None:
        return pickle.loads(raw)
    report = build_report(user, year)
    cache_client().setex(key, REPORT_TTL, pickle.dumps(report))
    logger.debug("report cached under %s", key)
    return report


@login_required
@require_GET
def sales_report(request, year):
    if not 2000 <= year <= 2100:
        return JsonResponse({"error": "year out of range"}, status=400)
    try:
        report = cached_report(request.user, year)
    except redis.RedisError:
        logger.exception("report cache unavailable")
        report = build_report(request.user, year)
    months = [
        {"month": m, "orders": o, "revenue": str(r)} for m, (o, r) in sorted(report.items())
    ]
    return JsonResponse({"year": year, "months": months})
