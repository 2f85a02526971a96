import os

from .base import *  # noqa: F401,F403

DEBUG = False
ALLOWED_HOSTS = ["intranet.example.com"]
SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": os.environ.get("DB_NAME", "intranet"),
        "HOST": os.environ.get("DB_HOST", "db"),
        "USER": os.environ.get("DB_USER", "intranet"),
        "PASSWORD": os.environ["DB_PASSWORD"],
    }
}

SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_SSL_REDIRECT = True
SESSION_COOKIE_SECURE = True
SESSION_COOKIE_HTTPONLY = True
SESSION_COOKIE_SAMESITE = "Lax"
SESSION_COOKIE_AGE = 60 * 60 * 8
CSRF_COOKIE_SECURE = True

STATIC_ROOT = "/srv/intranet/static"
