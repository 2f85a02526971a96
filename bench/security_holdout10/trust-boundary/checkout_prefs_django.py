from django.http import JsonResponse
from django.views.decorators.http import require_POST

SESSION_KEYS = ("currency", "discount_code", "price_tier")


@require_POST
def save_checkout_prefs(request):
    prefs = {}
    for key in SESSION_KEYS:
        value = request.POST.get(key)
        if value:
            prefs[key] = value
    for key, value in prefs.items():
        request.session[key] = value
    return JsonResponse({"saved": sorted(prefs)})
