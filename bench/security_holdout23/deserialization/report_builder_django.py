import json

import jsonpickle
from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest, JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_GET, require_POST

from reports.engine import ReportDefinition, run_report
from reports.models import SavedReport

ALLOWED_METRICS = {"revenue", "orders", "refunds", "active_users"}
MAX_ROWS = 500


@login_required
@require_GET
def list_reports(request):
    rows = (
        SavedReport.objects.filter(owner=request.user)
        .order_by("-updated_at")
        .values("id", "title", "updated_at")
    )
    return JsonResponse({"reports": list(rows)})


@login_required
@require_POST
def save_report(request):
    try:
        data = json.loads(request.body)
    except json.JSONDecodeError:
        return HttpResponseBadRequest("body must be JSON")
    metrics = [m for m in data.get("metrics", []) if m in ALLOWED_METRICS]
    if not metrics:
        return HttpResponseBadRequest("choose at least one metric")
    report = SavedReport.objects.create(
        owner=request.user,
        title=str(data.get("title", "Untitled"))[:120],
        definition=json.dumps({"metrics": metrics, "group_by": data.get("group_by", "day")}),
    )
    return JsonResponse({"id": report.pk}, status=201)


@login_required
@require_POST
def preview_report(request):
    # the builder UI posts the whole definition object so unsaved edits can be previewed
    definition = jsonpickle.decode(request.body.decode("utf-8"))
    if not isinstance(definition, ReportDefinition):
        return HttpResponseBadRequest("not a report definition")
    rows = run_report(definition, user=request.user, limit=MAX_ROWS)
    return JsonResponse({"rows": rows})


@login_required
@require_GET
def run_saved_report(request, report_id):
    report = get_object_or_404(SavedReport, pk=report_id, owner=request.user)
    spec = json.loads(report.definition)
    definition = ReportDefinition(metrics=spec["metrics"], group_by=spec["group_by"])
    rows = run_report(definition, user=request.user, limit=MAX_ROWS)
    return JsonResponse({"title": report.title, "rows": rows})
