import mimetypes
import os

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpResponse

REPORTS_DIR = os.path.join(settings.MEDIA_ROOT, "reports")


@login_required
def view_report(request):
    name = request.GET.get("name", "")
    path = os.path.join(REPORTS_DIR, request.user.username, name)
    try:
        with open(path, "rb") as fh:
            content = fh.read()
    except (FileNotFoundError, IsADirectoryError):
        raise Http404("report not found")
    content_type, _ = mimetypes.guess_type(path)
    return HttpResponse(content, content_type=content_type or "application/octet-stream")
