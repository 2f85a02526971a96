import os

from .base import *  # noqa: F401,F403

DEBUG = False
ALLOWED_HOSTS = ["shop.example.com"]
SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]

SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_SSL_REDIRECT = True

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "shop",
        "HOST": os.environ.get("DB_HOST", "db"),
        "CONN_MAX_AGE": 60,
    }
}

SESSION_ENGINE = "django.contrib.sessions.backends.cached_db"
SESSION_COOKIE_AGE = 60 * 60 * 24 * 14
SESSION_COOKIE_SECURE = False
CSRF_COOKIE_SECURE = True
