from datetime import timedelta

from django.conf import settings
from django.contrib.auth import login
from django.utils import timezone

from .models import RememberToken

REMEMBER_COOKIE = "remember_token"
REMEMBER_TTL = timedelta(days=30)


def rotate_token(record):
    record.token = RememberToken.new_token_value()
    record.last_used = timezone.now()
    record.save(update_fields=["token", "last_used"])
    return record.token


class RememberMeMiddleware:
    """Logs users back in from a long-lived token and rotates it on each use."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        new_token = None
        if not request.user.is_authenticated:
            raw = request.COOKIES.get(REMEMBER_COOKIE)
            record = RememberToken.objects.select_related("user").filter(token=raw).first() if raw else None
            if record and record.created_at > timezone.now() - REMEMBER_TTL:
                login(request, record.user, backend=settings.AUTHENTICATION_BACKENDS[0])
                new_token = rotate_token(record)

        response = self.get_response(request)

        if new_token:
            self.set_remember_cookie(response, new_token)
        return response

    @staticmethod
    def set_remember_cookie(response, token):
        max_age = int(REMEMBER_TTL.total_seconds())
        response.set_cookie(REMEMBER_COOKIE, token, max_age=max_age, httponly=True, samesite="None", domain=settings.PARENT_COOKIE_DOMAIN)
