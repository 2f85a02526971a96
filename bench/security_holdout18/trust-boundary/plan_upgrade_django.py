from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.shortcuts import redirect

PLAN_LIMITS = {"free": 3, "pro": 50, "enterprise": 1000}


@login_required
def checkout_return(request):
    # the payment page sends the customer back here once checkout is finished
    plan = request.GET.get("plan", "free")
    status = request.GET.get("status")
    if status == "paid" and plan in PLAN_LIMITS:
        request.session["plan"] = plan
        request.session["project_limit"] = PLAN_LIMITS[plan]
    return redirect("/projects/")


@login_required
def project_quota(request):
    return JsonResponse({
        "plan": request.session.get("plan", "free"),
        "limit": request.session.get("project_limit", 3),
    })
