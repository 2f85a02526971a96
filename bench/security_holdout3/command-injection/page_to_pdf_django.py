import os
import tempfile

from django.contrib.auth.decorators import login_required
from django.http import FileResponse, HttpResponseBadRequest
from django.views.decorators.http import require_POST


@login_required
@require_POST
def page_to_pdf(request):
    url = request.POST.get("url", "")
    if not url.startswith(("http://", "https://")):
        return HttpResponseBadRequest("A page URL is required")
    orientation = request.POST.get("orientation", "Portrait")
    out_dir = tempfile.mkdtemp(prefix="pdf-")
    out_path = os.path.join(out_dir, "page.pdf")
    status = os.system("wkhtmltopdf --quiet -O %s %s %s" % (orientation, url, out_path))
    if status != 0 or not os.path.exists(out_path):
        return HttpResponseBadRequest("Rendering failed")
    return FileResponse(open(out_path, "rb"), as_attachment=True, filename="page.pdf")
