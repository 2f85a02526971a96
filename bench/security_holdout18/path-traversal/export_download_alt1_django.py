import os
from urllib.parse import unquote

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import FileResponse, Http404, HttpResponseBadRequest


@login_required
def export_file(request):
    requested = request.GET.get("path", "")
    if ".." in requested or requested.startswith("/"):
        return HttpResponseBadRequest("invalid path")
    relative = unquote(requested)
    full_path = os.path.join(settings.EXPORT_ROOT, relative)
    if not os.path.isfile(full_path):
        raise Http404("no such export")
    return FileResponse(open(full_path, "rb"), as_attachment=True)
