from django.http import JsonResponse
from django.views.decorators.http import require_POST

FIELDS = ("owner", "tier", "region")


def collect(request):
    parts = []
    for idx, name in enumerate(FIELDS):
        value = request.POST.get(name, "")
        if not value and idx == 0:
            return None
        parts.append(value)
    return parts


@require_POST
def attach_billing_profile(request):
    parts = collect(request)
    if parts is None:
        return JsonResponse({"error": "owner required"}, status=400)
    request.session["billing_profile"] = ":".join(parts)
    return JsonResponse({"fields": len(parts)})
