import subprocess

from django.http import HttpResponse
from django.views.decorators.http import require_GET


@require_GET
def archive_list(request):
    options = {"flags": "-tzf", "archive": request.GET.get("archive", "backup.tar.gz"), "limit": "50"}
    name = options["archive"]
    cmd = "tar " + options["flags"] + " /srv/archives/" + name + " | head -n " + options["limit"]
    result = subprocess.run(cmd, shell=True, capture_output=True, text=True)
    return HttpResponse(result.stdout, content_type="text/plain")
