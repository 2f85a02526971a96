import json
import logging

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.views import View
from django.utils.decorators import method_decorator

from .models import DashboardWidget

logger = logging.getLogger(__name__)

ALLOWED_KEYS = {"title", "refresh_seconds", "series", "colors", "stacked"}


def clean_config(data):
    if not isinstance(data, dict):
        raise ValueError("config must be an object")
    unknown = set(data) - ALLOWED_KEYS
    if unknown:
        raise ValueError(f"unknown keys: {', '.join(sorted(unknown))}")
    refresh = int(data.get("refresh_seconds", 60))
    if not 10 <= refresh <= 3600:
        raise ValueError("refresh_seconds out of range")
    data["refresh_seconds"] = refresh
    return data


@method_decorator(login_required, name="dispatch")
class WidgetConfigView(View):
    def get(self, request, widget_id):
        widget = get_object_or_404(DashboardWidget, pk=widget_id, owner=request.user)
        return JsonResponse({"id": widget.pk, "config": widget.config})

    def post(self, request, widget_id):
        widget = get_object_or_404(DashboardWidget, pk=widget_id, owner=request.user)
        try:
            raw = json.loads(request.body.decode("utf-8"))
            config = clean_config(raw)
        except (UnicodeDecodeError, ValueError) as exc:
            return JsonResponse({"error": str(exc)}, status=400)
        widget.config = config
        widget.save(update_fields=["config"])
        logger.info("widget %s config updated by %s", widget.pk, request.user.pk)
        return JsonResponse({"id": widget.pk, "config": widget.config})
