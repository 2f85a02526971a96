import os

from django.conf import settings
from django.http import FileResponse, Http404


def report_file(request):
    year = request.GET.get("year", "2024")
    name = request.GET.get("file", "")
    if not name:
        raise Http404("no report requested")
    if not name.endswith(".pdf"):
        name = name + ".pdf"
    reports_dir = os.path.join(settings.MEDIA_ROOT, "reports", year)
    path = os.path.join(reports_dir, name)
    try:
        handle = open(path, "rb")
    except OSError:
        raise Http404("report not found")
    return FileResponse(handle, content_type="application/pdf", filename=os.path.basename(path))
