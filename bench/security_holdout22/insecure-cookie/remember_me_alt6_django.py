import secrets
from datetime import timedelta

from django.contrib.auth import authenticate, login
from django.http import JsonResponse
from django.utils import timezone
from django.views import View
from django.views.decorators.csrf import csrf_protect
from django.utils.decorators import method_decorator

from accounts.models import RememberToken

REMEMBER_DAYS = 30


@method_decorator(csrf_protect, name="dispatch")
class LoginView(View):
    def post(self, request):
        user = authenticate(
            request,
            username=request.POST.get("username", ""),
            password=request.POST.get("password", ""),
        )
        if user is None:
            return JsonResponse({"error": "invalid credentials"}, status=401)

        login(request, user)
        remember = request.POST.get("remember") == "on"
        response = JsonResponse({"user": user.get_username(), "remembered": remember})

        if remember:
            selector = secrets.token_hex(8)
            validator = secrets.token_urlsafe(32)
            RememberToken.objects.create(
                user=user,
                selector=selector,
                validator_hash=RememberToken.hash_validator(validator),
                expires_at=timezone.now() + timedelta(days=REMEMBER_DAYS),
            )
            response.set_cookie("remember_token", f"{selector}:{validator}", max_age=REMEMBER_DAYS * 86400, httponly=True, samesite="Lax")

        return response
