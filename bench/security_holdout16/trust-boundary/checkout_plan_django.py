from django.http import HttpResponseBadRequest
from django.shortcuts import redirect
from django.views.decorators.http import require_POST

from .models import Coupon

PLANS = {"basic": 900, "team": 2900, "business": 9900}


@require_POST
def select_plan(request):
    plan = request.POST.get("plan", "basic")
    coupon = request.POST.get("coupon", "").strip().upper()
    if coupon:
        if plan not in PLANS or not Coupon.objects.filter(code=coupon, active=True).exists():
            return HttpResponseBadRequest("invalid plan or coupon")
    selection = {"plan": plan, "coupon": coupon or None}
    request.session["checkout"] = selection
    return redirect("checkout-review")
