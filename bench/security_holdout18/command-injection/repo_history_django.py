import shlex
import subprocess

from django.conf import settings
from django.http import Http404, HttpResponse, HttpResponseBadRequest


def file_history(request, project):
    repo = settings.REPOSITORIES.get(project)
    if repo is None:
        raise Http404("unknown project")
    path = request.GET.get("path", "")
    if not path:
        return HttpResponseBadRequest("path required")
    limit = request.GET.get("limit", "25")
    limit = limit if limit.isdigit() else "25"
    cmd = "git -C {} log --oneline -n {} -- {}".format(
        shlex.quote(str(repo)), limit, shlex.quote(path)
    )
    out = subprocess.check_output(cmd, shell=True, text=True, timeout=20)
    return HttpResponse(out, content_type="text/plain")
