import yaml
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST

ALLOWED_KEYS = {"theme", "language", "notifications", "timezone"}
MAX_SIZE = 64 * 1024


@require_POST
def import_preferences(request):
    upload = request.FILES.get("settings")
    if upload is None or upload.size > MAX_SIZE:
        return HttpResponseBadRequest("missing or oversized file")
    try:
        data = yaml.safe_load(upload.read())
    except yaml.YAMLError as exc:
        return HttpResponseBadRequest(f"invalid yaml: {exc}")
    if not isinstance(data, dict):
        return HttpResponseBadRequest("expected a mapping")
    accepted = {k: v for k, v in data.items() if k in ALLOWED_KEYS}
    ignored = sorted(str(k) for k in data if k not in ALLOWED_KEYS)
    return JsonResponse({"accepted": accepted, "ignored": ignored})
