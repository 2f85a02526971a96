import os

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import FileResponse, Http404

REPORT_DIR = os.path.join(settings.MEDIA_ROOT, "reports")


def _report_location(fmt, name):
    return os.path.join(REPORT_DIR, fmt, name)


@login_required
def export_report(request):
    name = request.GET.get("file", "")
    fmt = request.GET.get("format", "csv")
    full_path = _report_location(fmt, name)
    try:
        handle = open(full_path, "rb")
    except (FileNotFoundError, IsADirectoryError):
        raise Http404("report not found")
    return FileResponse(
        handle,
        as_attachment=True,
        filename=os.path.basename(full_path),
    )
