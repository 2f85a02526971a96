from django.contrib.auth.decorators import login_required
from django.http import HttpResponseForbidden, JsonResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_POST

from .models import Organization

WIZARD_STEPS = ["company", "billing", "team", "done"]


@login_required
def onboarding(request):
    state = _wizard(request)
    return render(request, "onboarding/step.html", {"step": state["step"], "steps": WIZARD_STEPS})


@login_required
@require_POST
def save_company(request):
    org = Organization.objects.create(name=request.POST.get("name", "").strip()[:120], owner=request.user)
    request.session["onboarding"] = {"step": "billing", "org_id": org.pk}
    return redirect("onboarding")


@login_required
@require_POST
def resume(request):
    step = request.POST.get("step", WIZARD_STEPS[0])
    request.session["onboarding"] = {"step": step, "org_id": request.POST.get("org_id")}
    return redirect("onboarding")


@login_required
def org_settings(request):
    org_id = _wizard(request).get("org_id")
    if org_id is None:
        return HttpResponseForbidden("no organization selected")
    org = Organization.objects.get(pk=org_id)
    return JsonResponse({"id": org.pk, "name": org.name, "plan": org.plan, "billing_email": org.billing_email})


def _wizard(request):
    return request.session.get("onboarding") or {"step": WIZARD_STEPS[0], "org_id": None}
