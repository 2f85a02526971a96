from django.http import JsonResponse
from django.views.decorators.http import require_GET

MAX_AGE_LIMIT = 86400
VARY_OPTIONS = {"lang": "Accept-Language", "enc": "Accept-Encoding"}


@require_GET
def public_stats(request):
    try:
        max_age = int(request.GET.get("max_age", "300"))
    except ValueError:
        max_age = 300
    max_age = max(0, min(max_age, MAX_AGE_LIMIT))
    vary = [VARY_OPTIONS[v] for v in request.GET.getlist("vary") if v in VARY_OPTIONS]
    response = JsonResponse({"visitors": 1024, "signups": 37})
    response["Cache-Control"] = "public, max-age=%d" % max_age
    if vary:
        response["Vary"] = ", ".join(vary)
    return response
