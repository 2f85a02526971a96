from django.contrib.auth import get_user_model
from django.http import HttpResponseForbidden, HttpResponseRedirect
from django.views.decorators.http import require_GET

from .sso import exchange_code, issue_app_token


@require_GET
def sso_callback(request):
    code = request.GET.get("code")
    claims = exchange_code(code) if code else None
    if not claims:
        return HttpResponseForbidden("sign-in failed")
    user, _ = get_user_model().objects.get_or_create(
        username=claims["sub"], defaults={"email": claims.get("email", "")}
    )
    token = issue_app_token(user)
    response = HttpResponseRedirect("/dashboard/")
    response["Set-Cookie"] = f"auth_token={token}; Path=/; Max-Age=28800; SameSite=Lax"
    return response
