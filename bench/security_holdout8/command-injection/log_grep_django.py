import shlex
import subprocess

from django.http import JsonResponse
from django.views.decorators.http import require_POST

LOG_FILE = "/var/log/app/application.log"


@require_POST
def search_logs(request):
    pattern = request.POST.get("pattern", "")
    limit = request.POST.get("limit", "100")
    if not limit.isdigit():
        limit = "100"
    command = "grep -F -e {} {} | tail -n {}".format(shlex.quote(pattern), LOG_FILE, limit)
    output = subprocess.check_output(command, shell=True, text=True)
    return JsonResponse({"lines": output.splitlines()})
