import os

from django.conf import settings
from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import FileResponse, Http404
from django.views import View


class ReportDirectoryMixin:
    report_dir = os.path.realpath(os.path.join(settings.BASE_DIR, "generated_reports"))

    def locate(self, name):
        candidate = os.path.realpath(os.path.join(self.report_dir, os.path.basename(name)))
        if os.path.commonpath([candidate, self.report_dir]) != self.report_dir:
            raise Http404("no such report")
        return candidate


class ReportFetchView(LoginRequiredMixin, ReportDirectoryMixin, View):
    def get(self, request):
        name = request.GET.get("name", "")
        path = self.locate(name)
        if not os.path.isfile(path):
            raise Http404("no such report")
        return FileResponse(open(path, "rb"), as_attachment=True)
