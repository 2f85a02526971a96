import secrets
from datetime import timedelta

from django.http import JsonResponse
from django.utils import timezone
from django.views import View

from .models import PasswordResetToken, User


class ResetTokenService:
    lifetime = timedelta(minutes=30)

    def create_for(self, user):
        token = secrets.token_urlsafe(32)
        PasswordResetToken.objects.create(user=user, token=token, expires_at=timezone.now() + self.lifetime)
        return token


class PasswordResetRequestView(View):
    service_class = ResetTokenService

    def post(self, request):
        user = User.objects.filter(email__iexact=request.POST.get("email", "")).first()
        if user is not None:
            self.service_class().create_for(user)
        return JsonResponse({"status": "if the account exists, an email was sent"})
