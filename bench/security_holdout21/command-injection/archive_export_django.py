import json
import subprocess
from functools import partial

from django.http import JsonResponse
from django.views.decorators.http import require_POST

EXPORT_DIR = "/srv/exports"


@require_POST
def archive_export(request):
    payload = json.loads(request.body or b"{}")
    label = payload.get("label", "export")
    run = partial(subprocess.run, shell=True, capture_output=True, text=True)
    cmd = " ".join(["tar", "czf", f"{EXPORT_DIR}/{label}.tar.gz", "/srv/data/reports"])
    proc = run(cmd)
    return JsonResponse({"code": proc.returncode})
