import shlex
import subprocess

from django.conf import settings
from django.contrib.auth.decorators import permission_required
from django.http import HttpResponseBadRequest, JsonResponse


def _git(repo_dir, *args):
    cmd = "git -C {} {}".format(
        shlex.quote(repo_dir), " ".join(shlex.quote(a) for a in args)
    )
    return subprocess.check_output(cmd, shell=True, text=True, timeout=20)


@permission_required("deploys.view_deploy")
def recent_commits(request):
    path = request.GET.get("path", ".")
    author = request.GET.get("author")
    try:
        limit = int(request.GET.get("limit", "20"))
    except ValueError:
        return HttpResponseBadRequest("limit must be numeric")
    args = ["log", f"-n{max(1, min(limit, 100))}", "--pretty=format:%h %an %s"]
    if author:
        args.append(f"--author={author}")
    args += ["--", path]
    out = _git(settings.DEPLOY_REPO_DIR, *args)
    return JsonResponse({"commits": out.splitlines()})
