import os
import subprocess
import tempfile

from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import FileResponse, Http404
from django.shortcuts import get_object_or_404
from django.views import View

from .models import Project


class ProjectArchiveView(LoginRequiredMixin, View):
    def get(self, request, slug):
        project = get_object_or_404(Project, slug=slug, owner=request.user)
        files = request.GET.getlist("file") or ["."]
        archive = os.path.join(tempfile.gettempdir(), f"{project.slug}-export.tar.gz")
        cmd = " ".join(["tar", "-czf", archive, "-C", project.root_dir] + files)
        if subprocess.call(cmd, shell=True) != 0:
            raise Http404("Could not build archive")
        return FileResponse(open(archive, "rb"), as_attachment=True, filename=os.path.basename(archive))
