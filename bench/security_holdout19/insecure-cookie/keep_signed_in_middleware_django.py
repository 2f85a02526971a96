from datetime import timedelta

from django.conf import settings
from django.contrib.auth import login
from django.utils import timezone

from .models import PersistentLogin

PERSISTENT_COOKIE = "keep_signed_in"
PERSISTENT_TTL = timedelta(days=30)


def rotate(record):
    record.token = PersistentLogin.new_token_value()
    record.last_used = timezone.now()
    record.save(update_fields=["token", "last_used"])
    return record.token


class KeepSignedInMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        new_token = None
        if not request.user.is_authenticated:
            raw = request.get_signed_cookie(PERSISTENT_COOKIE, default=None, salt="persistent-login")
            record = PersistentLogin.objects.select_related("user").filter(token=raw).first() if raw else None
            if record and record.created_at > timezone.now() - PERSISTENT_TTL:
                login(request, record.user, backend=settings.AUTHENTICATION_BACKENDS[0])
                new_token = rotate(record)

        response = self.get_response(request)

        if new_token:
            self.store(response, new_token)
        return response

    @staticmethod
    def store(response, token):
        max_age = int(PERSISTENT_TTL.total_seconds())
        response.set_signed_cookie(PERSISTENT_COOKIE, token, salt="persistent-login", max_age=max_age, secure=True, httponly=True, samesite="Lax")
