import logging
import subprocess
from pathlib import Path

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_GET, require_POST

logger = logging.getLogger("deploy")
REPO_DIR = Path(settings.BASE_DIR) / "deploy" / "checkout"
FORBIDDEN = (";", "&", "&&", "||")


def _git(*args):
    result = subprocess.run(
        ["git", "-C", str(REPO_DIR), *args],
        capture_output=True,
        text=True,
        timeout=30,
        check=True,
    )
    return result.stdout


@login_required
@require_GET
def current_revision(request):
    return JsonResponse({"revision": _git("rev-parse", "HEAD").strip()})


@login_required
@require_GET
def branches(request):
    names = [line.strip("* ").strip() for line in _git("branch", "--list").splitlines()]
    return JsonResponse({"branches": names})


@login_required
@require_GET
def commits_by_author(request):
    author = request.GET.get("author", "").strip()
    if not author or any(token in author for token in FORBIDDEN):
        return HttpResponseBadRequest("author is required")
    cmd = f'git -C {REPO_DIR} log --oneline -n 50 --author="{author}"'
    output = subprocess.check_output(cmd, shell=True, text=True, timeout=30)
    return JsonResponse({"author": author, "commits": output.splitlines()})


@login_required
@require_POST
def fetch_remote(request):
    try:
        _git("fetch", "--prune", "origin")
    except subprocess.CalledProcessError as exc:
        logger.error("git fetch failed: %s", exc.stderr)
        return JsonResponse({"status": "failed"}, status=502)
    logger.info("remote fetched by %s", request.user.get_username())
    return JsonResponse({"status": "fetched", "revision": _git("rev-parse", "origin/main").strip()})
