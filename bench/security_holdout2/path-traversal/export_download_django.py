import os

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import FileResponse, Http404, HttpResponseForbidden

EXPORT_ROOT = os.path.realpath(os.path.join(settings.MEDIA_ROOT, "exports"))


def _resolve_export(user, name):
    user_dir = os.path.realpath(os.path.join(EXPORT_ROOT, str(user.pk)))
    candidate = os.path.realpath(os.path.join(user_dir, name))
    if os.path.commonpath([candidate, user_dir]) != user_dir:
        return None
    return candidate


@login_required
def download_export(request):
    path = _resolve_export(request.user, request.GET.get("name", ""))
    if path is None:
        return HttpResponseForbidden("invalid export name")
    if not os.path.isfile(path):
        raise Http404("export not found")
    return FileResponse(open(path, "rb"), as_attachment=True)
