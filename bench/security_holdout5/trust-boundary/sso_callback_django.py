from django.contrib.auth import authenticate, login
from django.http import HttpResponseForbidden
from django.shortcuts import redirect
from django.views.decorators.http import require_GET


@require_GET
def sso_callback(request):
    expected_state = request.session.pop("sso_state", None)
    if not expected_state or request.GET.get("state") != expected_state:
        return HttpResponseForbidden("state mismatch")
    user = authenticate(request, sso_code=request.GET.get("code", ""))
    if user is None:
        return HttpResponseForbidden("sign-in failed")
    login(request, user)
    request.session["tenant_id"] = user.profile.tenant_id
    return redirect("dashboard")
