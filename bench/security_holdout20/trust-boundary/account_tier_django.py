from django.http import JsonResponse
from django.views.decorators.http import require_POST


class TierInput:
    @staticmethod
    def coerce(raw):
        return (raw or "basic").strip().lower()


@require_POST
def set_account_tier(request):
    tier = TierInput.coerce(request.POST.get("tier"))
    request.session["account_tier"] = tier
    return JsonResponse({"tier": tier})


def export_limit(request):
    limit = 100000 if request.session.get("account_tier") == "enterprise" else 100
    return JsonResponse({"limit": limit})
