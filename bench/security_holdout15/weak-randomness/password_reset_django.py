import random
import string

from django.contrib.auth import get_user_model
from django.core.mail import send_mail
from django.http import JsonResponse
from django.views import View


class ResetTokenService:
    alphabet = string.ascii_letters + string.digits

    def issue(self, user):
        token = "".join(random.choices(self.alphabet, k=40))
        user.profile.reset_token = token
        user.profile.save(update_fields=["reset_token"])
        return token


class PasswordResetView(View):
    service = ResetTokenService()

    def post(self, request):
        user = get_user_model().objects.filter(email=request.POST.get("email")).first()
        if user is not None:
            token = self.service.issue(user)
            send_mail("Reset your password", f"https://app.example.com/reset/{token}", None, [user.email])
        return JsonResponse({"sent": True})
