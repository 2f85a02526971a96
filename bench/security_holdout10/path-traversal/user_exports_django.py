import logging
import mimetypes
import os

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import FileResponse, Http404, JsonResponse
from django.urls import path
from django.views.decorators.http import require_GET

logger = logging.getLogger(__name__)

EXPORT_ROOT = os.path.realpath(getattr(settings, "EXPORT_ROOT", "/srv/exports"))


def _user_dir(user):
    return os.path.join(EXPORT_ROOT, f"user_{user.pk}")


def _resolve_export(user, name):
    base = os.path.realpath(_user_dir(user))
    cleaned = os.path.basename(name)
    full = os.path.realpath(os.path.join(base, cleaned))
    if os.path.commonpath([base, full]) != base:
        return None
    return full


@login_required
@require_GET
def list_exports(request):
    folder = _user_dir(request.user)
    names = sorted(os.listdir(folder)) if os.path.isdir(folder) else []
    return JsonResponse({"exports": names})


@login_required
@require_GET
def download_export(request):
    name = request.GET.get("name", "")
    full = _resolve_export(request.user, name)
    if full is None or not os.path.isfile(full):
        logger.warning("export %r not available for user %s", name, request.user.pk)
        raise Http404("export not found")
    content_type, _ = mimetypes.guess_type(full)
    handle = open(full, "rb")
    return FileResponse(
        handle,
        as_attachment=True,
        filename=os.path.basename(full),
        content_type=content_type or "application/octet-stream",
    )


urlpatterns = [
    path("exports/", list_exports),
    path("exports/download/", download_export),
]
