import ast
import json

from django.http import HttpResponseBadRequest, JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_GET, require_POST

from .models import Dashboard

DEFAULT_LAYOUT = {"columns": 3, "widths": [320, 320, 320], "widgets": []}


def _parse_widths(raw):
    value = ast.literal_eval(raw)
    if not isinstance(value, (list, tuple)) or not 1 <= len(value) <= 6:
        raise ValueError("expected between one and six widths")
    return [max(80, min(int(v), 1200)) for v in value]


@require_GET
def get_dashboard(request, dashboard_id):
    board = get_object_or_404(Dashboard, pk=dashboard_id, owner=request.user)
    layout = board.layout or DEFAULT_LAYOUT
    return JsonResponse({"id": board.pk, "title": board.title, "layout": layout})


@require_POST
def update_widgets(request, dashboard_id):
    board = get_object_or_404(Dashboard, pk=dashboard_id, owner=request.user)
    try:
        widgets = json.loads(request.body).get("widgets", [])
    except (json.JSONDecodeError, AttributeError):
        return HttpResponseBadRequest("json")
    layout = dict(board.layout or DEFAULT_LAYOUT)
    layout["widgets"] = [str(w)[:40] for w in widgets][:20]
    board.layout = layout
    board.save(update_fields=["layout"])
    return JsonResponse({"widgets": layout["widgets"]})


@require_POST
def set_column_widths(request, dashboard_id):
    board = get_object_or_404(Dashboard, pk=dashboard_id, owner=request.user)
    raw = request.POST.get("widths", "")[:100]
    try:
        widths = _parse_widths(raw)
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return HttpResponseBadRequest("widths")
    layout = dict(board.layout or DEFAULT_LAYOUT)
    layout.update(columns=len(widths), widths=widths)
    board.layout = layout
    board.save(update_fields=["layout"])
    return JsonResponse(layout)
