import os

from django.conf import settings
from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import FileResponse, Http404
from django.views import View


class ReportDirectoryMixin:
    report_dir = os.path.join(settings.BASE_DIR, "generated_reports")

    def locate(self, name):
        return os.path.join(self.report_dir, name)


class ReportDownloadView(LoginRequiredMixin, ReportDirectoryMixin, View):
    def get(self, request):
        name = request.GET.get("name", "")
        path = self.locate(name)
        if not os.path.isfile(path):
            raise Http404("no such report")
        return FileResponse(open(path, "rb"), as_attachment=True)
