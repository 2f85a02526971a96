"""Production settings for the shop project."""
import os
from pathlib import Path

import environ

BASE_DIR = Path(__file__).resolve().parent.parent
env = environ.Env()

SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]

# ruleid: python-django-debug-true
DEBUG = True

# ruleid: python-django-debug-true
DEBUG = env.bool("DJANGO_DEBUG", default=True)

# ruleid: python-django-debug-true
DEBUG = os.environ.get("DJANGO_DEBUG", "True") == "True"

# ok: python-django-debug-true
DEBUG = False

# ok: python-django-debug-true
DEBUG = os.environ.get("DJANGO_DEBUG", "0") == "1"

# ok: python-django-debug-true
DEBUG = env.bool("DJANGO_DEBUG", default=False)

if os.environ.get("SHOP_ENV") == "development":
    # ok: python-django-debug-true
    DEBUG = True

# ok: python-django-debug-true
TEMPLATE_DEBUG = DEBUG

INSTALLED_APPS = ["django.contrib.admin", "shop"]


def debug_toolbar_callback(request):
    # ok: python-django-debug-true
    DEBUG = True
    return DEBUG and request.user.is_staff
