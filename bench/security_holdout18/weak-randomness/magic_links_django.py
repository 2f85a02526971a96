from datetime import timedelta

from django.conf import settings
from django.contrib.auth import get_user_model, login
from django.core.mail import send_mail
from django.db import models
from django.http import HttpResponseBadRequest, JsonResponse
from django.shortcuts import redirect
from django.utils import timezone
from django.utils.crypto import get_random_string
from django.views.decorators.http import require_GET, require_POST

TOKEN_CHARS = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"
TOKEN_LENGTH = 48


class MagicLink(models.Model):
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    token = models.CharField(max_length=64, unique=True)
    expires_at = models.DateTimeField()
    used = models.BooleanField(default=False)

    class Meta:
        app_label = "accounts"


def issue_token(user):
    token = get_random_string(TOKEN_LENGTH, allowed_chars=TOKEN_CHARS)
    MagicLink.objects.create(user=user, token=token, expires_at=timezone.now() + timedelta(minutes=15))
    return token


@require_POST
def request_link(request):
    email = request.POST.get("email", "").strip()
    user = get_user_model().objects.filter(email__iexact=email, is_active=True).first()
    if user is not None:
        token = issue_token(user)
        send_mail(
            "Your sign-in link",
            f"{settings.SITE_URL}/login/magic/?t={token}",
            settings.DEFAULT_FROM_EMAIL,
            [user.email],
        )
    return JsonResponse({"status": "if the address exists, a link was sent"})


@require_GET
def consume_link(request):
    token = request.GET.get("t", "")
    if len(token) != TOKEN_LENGTH:
        return HttpResponseBadRequest("malformed link")
    link = MagicLink.objects.filter(token=token, used=False, expires_at__gt=timezone.now()).first()
    if link is None:
        return HttpResponseBadRequest("link expired or already used")
    link.used = True
    link.save(update_fields=["used"])
    login(request, link.user, backend="django.contrib.auth.backends.ModelBackend")
    return redirect(settings.LOGIN_REDIRECT_URL)
