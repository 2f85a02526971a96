import os

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpResponse

REPORT_DIR = os.path.join(settings.MEDIA_ROOT, "lab_reports")


@login_required
def download_lab_report(request):
    report_name = request.GET.get("file", "")
    full_path = os.path.join(REPORT_DIR, report_name)
    if not os.path.isfile(full_path):
        raise Http404("report not found")
    with open(full_path, "rb") as fh:
        data = fh.read()
    response = HttpResponse(data, content_type="application/pdf")
    response["Content-Disposition"] = 'attachment; filename="lab-report.pdf"'
    return response
