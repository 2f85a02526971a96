import os
from collections import deque

from django.http import FileResponse
from django.urls import path

REPORT_DIR = "/var/app/reports"


def fetch_report(request):
    names = deque()
    names.append(request.GET.get("report", ""))
    names.append("summary.csv")
    chosen = names.pop()
    return FileResponse(open(os.path.join(REPORT_DIR, chosen), "rb"), as_attachment=True)


urlpatterns = [path("reports/download/", fetch_report)]
