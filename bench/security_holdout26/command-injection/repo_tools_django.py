import re
import subprocess

from django.http import HttpResponseBadRequest, JsonResponse
from django.urls import path
from django.views.decorators.http import require_GET

REPO_DIR = "/srv/git/site.git"
BRANCH_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9._/-]{0,99}")


def run_git(*args):
    completed = subprocess.run(["git", "--git-dir", REPO_DIR, *args], capture_output=True, text=True, timeout=15)
    return completed.stdout


@require_GET
def branches(request):
    out = run_git("branch", "--format=%(refname:short)")
    return JsonResponse({"branches": out.split()})


@require_GET
def branch_log(request):
    branch = request.GET.get("branch", "main")
    if not BRANCH_RE.fullmatch(branch) or ".." in branch:
        return HttpResponseBadRequest("bad branch")
    try:
        count = max(1, min(int(request.GET.get("n", "10")), 50))
    except ValueError:
        return HttpResponseBadRequest("bad count")
    lines = subprocess.run(["git", "--git-dir", REPO_DIR, "log", f"-n{count}", "--oneline", branch, "--"], capture_output=True, text=True, timeout=15).stdout
    return JsonResponse({"branch": branch, "commits": lines.splitlines()})


@require_GET
def tags(request):
    out = run_git("tag", "--list")
    return JsonResponse({"tags": out.split()})


@require_GET
def head(request):
    out = run_git("rev-parse", "HEAD")
    return JsonResponse({"head": out.strip()})


urlpatterns = [
    path("repo/branches/", branches),
    path("repo/log/", branch_log),
    path("repo/tags/", tags),
    path("repo/head/", head),
]
