import os

from django.conf import settings
from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import FileResponse, Http404
from django.views import View


class ExportFetchView(LoginRequiredMixin, View):
    def get(self, request, name):
        root = os.path.realpath(os.path.join(settings.EXPORT_ROOT, str(request.user.pk)))
        candidate = os.path.realpath(os.path.join(root, name))
        if os.path.commonpath([root, candidate]) != root or not os.path.isfile(candidate):
            raise Http404("Export not found")
        return FileResponse(open(candidate, "rb"), as_attachment=True, filename=os.path.basename(candidate))
