import os

from .base import *  # noqa: F401,F403

DEBUG = False
ALLOWED_HOSTS = ["portal.example.com"]
SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": os.environ.get("DB_NAME", "portal"),
        "HOST": os.environ.get("DB_HOST", "db"),
        "USER": os.environ.get("DB_USER", "portal"),
        "PASSWORD": os.environ["DB_PASSWORD"],
    }
}

SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_SSL_REDIRECT = True
SESSION_COOKIE_SECURE = True
# The single-page frontend reads the session id to attach it to websocket requests.
SESSION_COOKIE_HTTPONLY = False
SESSION_COOKIE_AGE = 60 * 60 * 24 * 30
CSRF_COOKIE_SECURE = True

STATIC_ROOT = "/srv/portal/static"
