import secrets

from django.contrib.auth import get_user_model
from django.core.mail import send_mail
from django.http import JsonResponse
from django.views import View


class ResetTokenService:
    token_bytes = 32

    def issue(self, user):
        token = secrets.token_urlsafe(self.token_bytes)
        user.profile.reset_token = token
        user.profile.save(update_fields=["reset_token"])
        return token


class PasswordRecoveryView(View):
    service = ResetTokenService()

    def post(self, request):
        user = get_user_model().objects.filter(email=request.POST.get("email")).first()
        if user is not None:
            token = self.service.issue(user)
            send_mail("Reset your password", f"https://app.example.com/reset/{token}", None, [user.email])
        return JsonResponse({"sent": True})
