import os

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpResponse

EXPORT_ROOT = os.path.join(settings.MEDIA_ROOT, "exports")


def _export_location(user, name):
    return os.path.join(EXPORT_ROOT, user.username, name)


@login_required
def fetch_export(request):
    name = request.GET.get("name")
    if not name:
        raise Http404("no export requested")
    full_path = _export_location(request.user, name)
    try:
        with open(full_path, "rb") as fh:
            data = fh.read()
    except (FileNotFoundError, IsADirectoryError):
        raise Http404("export not found")
    resp = HttpResponse(data, content_type="text/csv")
    resp["Content-Disposition"] = 'attachment; filename="export.csv"'
    return resp
