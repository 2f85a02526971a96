import ast

from django.contrib.admin.views.decorators import staff_member_required
from django.http import HttpResponseBadRequest, JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_POST

from dashboards.models import Widget

KNOWN_KEYS = {"title", "metric", "period_days", "thresholds", "colors", "stacked"}


@staff_member_required
@require_POST
def import_widget_settings(request, widget_id):
    widget = get_object_or_404(Widget, pk=widget_id)
    # exports from the old desktop tool are Python dict literals, not JSON
    text = request.body.decode("utf-8", errors="replace")
    if len(text) > 20_000:
        return HttpResponseBadRequest("settings too large")

    try:
        settings = ast.literal_eval(text)
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        return HttpResponseBadRequest("could not parse settings")
    if not isinstance(settings, dict):
        return HttpResponseBadRequest("settings must be a mapping")

    unknown = sorted(str(k) for k in set(settings) - KNOWN_KEYS)
    if unknown:
        return JsonResponse({"error": "unknown keys", "keys": unknown}, status=400)

    widget.config.update(settings)
    widget.save(update_fields=["config"])
    return JsonResponse({"id": widget.pk, "config": widget.config})
