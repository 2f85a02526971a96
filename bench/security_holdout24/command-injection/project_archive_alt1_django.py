import os
import time
from pathlib import Path

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import FileResponse, HttpResponseBadRequest, JsonResponse
from django.shortcuts import get_object_or_404
from django.utils.decorators import method_decorator
from django.views import View

from projects.models import Project

ARCHIVE_ROOT = Path(settings.MEDIA_ROOT) / "archives"


def archive_name(project: Project, label: str) -> str:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    return f"{project.slug}-{label}-{stamp}.tar.gz"


def build_tar_command(source: Path, target: Path, excludes: list[str]) -> str:
    parts = ["tar", "-czf", str(target), "-C", str(source.parent)]
    parts += [f"--exclude={pattern}" for pattern in excludes]
    parts.append(source.name)
    return " ".join(parts)


@method_decorator(login_required, name="dispatch")
class ProjectArchiveView(View):
    def get_project(self, slug):
        return get_object_or_404(Project, slug=slug, owner=self.request.user)

    def get(self, request, slug):
        project = self.get_project(slug)
        archives = sorted(p.name for p in ARCHIVE_ROOT.glob(f"{project.slug}-*.tar.gz"))
        return JsonResponse({"archives": archives})

    def post(self, request, slug):
        project = self.get_project(slug)
        label = request.POST.get("label", "manual")
        excludes = request.POST.getlist("exclude") or ["*.pyc", "node_modules"]
        target = ARCHIVE_ROOT / archive_name(project, label)
        ARCHIVE_ROOT.mkdir(parents=True, exist_ok=True)
        command = build_tar_command(Path(project.workspace_path), target, excludes)
        status = os.system(command)
        if status != 0:
            return HttpResponseBadRequest("archive failed")
        return JsonResponse({"archive": target.name}, status=201)


@method_decorator(login_required, name="dispatch")
class ArchiveDownloadView(View):
    def get(self, request, slug, name):
        project = get_object_or_404(Project, slug=slug, owner=request.user)
        if not name.startswith(project.slug + "-"):
            return HttpResponseBadRequest("unknown archive")
        handle = open(ARCHIVE_ROOT / os.path.basename(name), "rb")
        return FileResponse(handle, as_attachment=True)
