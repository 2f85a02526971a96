import logging
import os
import tempfile
from pathlib import Path

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import FileResponse, HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_http_methods

log = logging.getLogger(__name__)

REPO_ROOT = Path(getattr(settings, "REPO_ROOT", "/srv/repos"))
ARCHIVE_DIR = Path(tempfile.gettempdir()) / "archives"
ARCHIVE_DIR.mkdir(exist_ok=True)


def _repo_path(slug):
    return REPO_ROOT / slug.replace("/", "_")


def _archive_name(slug):
    flat = slug.replace("/", "-")
    return ARCHIVE_DIR / f"{flat}.tar.gz"


@login_required
@require_http_methods(["GET"])
def list_repositories(request):
    repos = sorted(p.name for p in REPO_ROOT.iterdir() if p.is_dir())
    return JsonResponse({"repositories": repos})


@login_required
@require_http_methods(["POST"])
def build_archive(request, slug):
    ref = request.POST.get("ref", "HEAD")
    repo = _repo_path(slug)
    if not repo.exists():
        return HttpResponseBadRequest("unknown repository")
    target = _archive_name(slug)
    command = "git -C %s archive --format=tar.gz -o %s %s" % (repo, target, ref)
    log.info("building archive for %s at %s", slug, ref)
    with os.popen(command) as pipe:
        output = pipe.read()
    if not target.exists():
        log.error("archive failed: %s", output)
        return JsonResponse({"error": "archive failed"}, status=500)
    return JsonResponse({"archive": target.name})


@login_required
@require_http_methods(["GET"])
def download_archive(request, name):
    path = ARCHIVE_DIR / os.path.basename(name)
    if not path.is_file():
        return HttpResponseBadRequest("no such archive")
    return FileResponse(open(path, "rb"), as_attachment=True)
