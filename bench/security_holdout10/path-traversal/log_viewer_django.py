from django.contrib.auth.decorators import login_required
from django.http import HttpResponse, Http404

LOG_DIR = "/var/log/webapp"


@login_required
def view_log(request):
    name = request.GET.get("name", "app.log")
    lines = int(request.GET.get("tail", "200"))
    try:
        with open(f"{LOG_DIR}/{name}", "r", errors="replace") as fh:
            content = fh.readlines()[-lines:]
    except FileNotFoundError:
        raise Http404("no such log")
    return HttpResponse("".join(content), content_type="text/plain")
