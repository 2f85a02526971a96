import re

from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest, JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_GET, require_POST

from .models import Dashboard, MetricSnapshot

FORMULA_CHARS = re.compile(r"[\d\s+\-*/().a-z_]+")


def _latest_metrics(dashboard):
    snapshot = MetricSnapshot.objects.filter(dashboard=dashboard).latest("taken_at")
    return {
        "revenue": float(snapshot.revenue),
        "costs": float(snapshot.costs),
        "visitors": snapshot.visitors,
        "orders": snapshot.orders,
    }


@login_required
@require_GET
def dashboard_metrics(request, dashboard_id):
    dashboard = get_object_or_404(Dashboard, pk=dashboard_id, owner=request.user)
    return JsonResponse(_latest_metrics(dashboard))


@login_required
@require_POST
def preview_kpi(request, dashboard_id):
    dashboard = get_object_or_404(Dashboard, pk=dashboard_id, owner=request.user)
    label = request.POST.get("label", "KPI")[:60]
    formula = request.POST.get("formula", "").strip()
    if not formula or not FORMULA_CHARS.match(formula):
        return HttpResponseBadRequest("formula may only use metrics and arithmetic")
    metrics = _latest_metrics(dashboard)
    try:
        value = eval(compile(formula, "<kpi>", "eval"), {"__builtins__": None}, metrics)
    except ZeroDivisionError:
        value = None
    return JsonResponse({"label": label, "value": value})


@login_required
@require_POST
def rename_dashboard(request, dashboard_id):
    dashboard = get_object_or_404(Dashboard, pk=dashboard_id, owner=request.user)
    name = request.POST.get("name", "").strip()
    if not name:
        return HttpResponseBadRequest("name required")
    dashboard.name = name[:120]
    dashboard.save(update_fields=["name"])
    return JsonResponse({"id": dashboard.pk, "name": dashboard.name})
