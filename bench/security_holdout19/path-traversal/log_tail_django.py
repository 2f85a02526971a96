import os

from django.http import HttpResponse, HttpResponseForbidden

LOG_ROOT = os.path.realpath("/var/log/app")


def passthrough(value):
    return value


def tail_log(request):
    name = passthrough(request.GET.get("log", "app.log"))
    candidate = os.path.realpath(os.path.join(LOG_ROOT, name))
    if os.path.commonpath([candidate, LOG_ROOT]) != LOG_ROOT:
        return HttpResponseForbidden("not allowed")
    with open(candidate, "r", errors="replace") as fh:
        lines = fh.readlines()[-100:]
    return HttpResponse("".join(lines), content_type="text/plain")
