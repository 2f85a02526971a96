import re
import subprocess
import time
from pathlib import Path

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest, JsonResponse
from django.shortcuts import get_object_or_404
from django.utils.decorators import method_decorator
from django.views import View

from services.models import Service

BUNDLE_ROOT = Path(settings.MEDIA_ROOT) / "log-bundles"
LABEL_RE = re.compile(r"[a-z0-9][a-z0-9_-]{0,31}")
EXCLUDE_PRESETS = {
    "rotated": "*.gz",
    "debug": "*.debug.log",
    "tmp": "*.tmp",
}


def bundle_name(service: Service, label: str) -> str:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    return f"{service.slug}-{label}-{stamp}.tar.gz"


def build_tar_argv(source: Path, target: Path, excludes: list[str]) -> list[str]:
    argv = ["tar", "-czf", str(target), "-C", str(source.parent)]
    argv += [f"--exclude={pattern}" for pattern in excludes]
    argv.append(source.name)
    return argv


@method_decorator(login_required, name="dispatch")
class LogBundleView(View):
    def get_service(self, slug):
        return get_object_or_404(Service, slug=slug, team__members=self.request.user)

    def get(self, request, slug):
        service = self.get_service(slug)
        bundles = sorted(p.name for p in BUNDLE_ROOT.glob(f"{service.slug}-*.tar.gz"))
        return JsonResponse({"bundles": bundles})

    def post(self, request, slug):
        service = self.get_service(slug)
        label = request.POST.get("label", "manual")
        if not LABEL_RE.fullmatch(label):
            return HttpResponseBadRequest("invalid label")
        chosen = request.POST.getlist("exclude")
        excludes = [EXCLUDE_PRESETS[key] for key in chosen if key in EXCLUDE_PRESETS]
        target = BUNDLE_ROOT / bundle_name(service, label)
        BUNDLE_ROOT.mkdir(parents=True, exist_ok=True)
        argv = build_tar_argv(Path(service.log_dir), target, excludes)
        result = subprocess.run(argv, capture_output=True, timeout=300)
        if result.returncode != 0:
            return HttpResponseBadRequest("bundle failed")
        return JsonResponse({"bundle": target.name}, status=201)
