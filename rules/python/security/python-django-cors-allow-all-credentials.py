"""Settings for the api project (one module, several configurations as classes)."""
import os


class Production:
    INSTALLED_APPS = ["corsheaders", "api"]
    MIDDLEWARE = ["corsheaders.middleware.CorsMiddleware", "django.middleware.common.CommonMiddleware"]
    CORS_ALLOW_ALL_ORIGINS = True
    # ruleid: python-django-cors-allow-all-credentials
    CORS_ALLOW_CREDENTIALS = True


class Legacy:
    # ruleid: python-django-cors-allow-all-credentials
    CORS_ALLOW_CREDENTIALS = True
    CORS_ORIGIN_ALLOW_ALL = True


class PublicApi:
    # ok: python-django-cors-allow-all-credentials
    CORS_ALLOW_ALL_ORIGINS = True
    CORS_ALLOW_CREDENTIALS = False


class Partner:
    # ok: python-django-cors-allow-all-credentials
    CORS_ALLOW_ALL_ORIGINS = False
    CORS_ALLOWED_ORIGINS = ["https://app.example.com"]
    CORS_ALLOW_CREDENTIALS = True


class Local:
    # ok: python-django-cors-allow-all-credentials
    CORS_ALLOW_CREDENTIALS = True
    if os.environ.get("DJANGO_ENV") == "local":
        # ok: python-django-cors-allow-all-credentials
        CORS_ALLOW_ALL_ORIGINS = True


# module-level settings, as in a plain settings.py
# ok: python-django-cors-allow-all-credentials
CORS_ALLOW_CREDENTIALS = True
# ruleid: python-django-cors-allow-all-credentials
CORS_ALLOW_ALL_ORIGINS = True
