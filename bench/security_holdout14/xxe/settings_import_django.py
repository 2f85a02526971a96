import xml.etree.ElementTree as ET

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

ALLOWED_KEYS = {"timezone", "date_format", "week_start", "theme"}


@login_required
@require_POST
def import_settings(request):
    upload = request.FILES.get("settings")
    if upload is None or upload.size > 64 * 1024:
        return JsonResponse({"error": "missing or oversized file"}, status=400)
    try:
        root = ET.fromstring(upload.read())
    except ET.ParseError as exc:
        return JsonResponse({"error": "invalid xml: %s" % exc}, status=400)
    values = {}
    for node in root.iter("setting"):
        key = node.get("key")
        if key in ALLOWED_KEYS:
            values[key] = (node.text or "").strip()
    request.user.preferences.update_from(values)
    return JsonResponse({"imported": sorted(values)})
