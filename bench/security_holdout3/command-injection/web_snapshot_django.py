import os
import shlex
import tempfile

from django.contrib.auth.decorators import login_required
from django.http import FileResponse, HttpResponseBadRequest
from django.views.decorators.http import require_POST

ORIENTATIONS = {"Portrait", "Landscape"}


@login_required
@require_POST
def web_snapshot(request):
    url = request.POST.get("url", "")
    if not url.startswith(("http://", "https://")):
        return HttpResponseBadRequest("A page URL is required")
    orientation = request.POST.get("orientation", "Portrait")
    if orientation not in ORIENTATIONS:
        orientation = "Portrait"
    out_dir = tempfile.mkdtemp(prefix="snap-")
    out_path = os.path.join(out_dir, "snapshot.pdf")
    command = "wkhtmltopdf --quiet -O {} {} {}".format(
        shlex.quote(orientation), shlex.quote(url), shlex.quote(out_path)
    )
    status = os.system(command)
    if status != 0 or not os.path.exists(out_path):
        return HttpResponseBadRequest("Rendering failed")
    return FileResponse(open(out_path, "rb"), as_attachment=True, filename="snapshot.pdf")
