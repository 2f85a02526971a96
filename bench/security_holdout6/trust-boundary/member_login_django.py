from dataclasses import dataclass
from typing import Optional

from django.contrib.auth import authenticate
from django.http import JsonResponse
from django.utils.decorators import method_decorator
from django.views import View
from django.views.decorators.debug import sensitive_post_parameters

SESSION_USER_KEY = "member_id"
SESSION_TIER_KEY = "member_tier"


@dataclass
class LoginResult:
    user_id: Optional[int]
    tier: str = "basic"

    @property
    def ok(self) -> bool:
        return self.user_id is not None


class LoginService:
    def login(self, request, username: str, password: str) -> LoginResult:
        user = authenticate(request, username=username, password=password)
        if user is None or not user.is_active:
            return LoginResult(user_id=None)
        tier = getattr(getattr(user, "membership", None), "tier", "basic")
        return LoginResult(user_id=user.pk, tier=tier)


def store_login(session, result: LoginResult) -> None:
    session.cycle_key()
    session[SESSION_USER_KEY] = result.user_id
    session[SESSION_TIER_KEY] = result.tier


@method_decorator(sensitive_post_parameters("password"), name="post")
class MemberLoginView(View):
    service = LoginService()

    def post(self, request):
        username = request.POST.get("username", "")
        password = request.POST.get("password", "")
        result = self.service.login(request, username, password)
        if not result.ok:
            return JsonResponse({"error": "invalid credentials"}, status=401)
        store_login(request.session, result)
        return JsonResponse({"status": "ok", "tier": result.tier})
