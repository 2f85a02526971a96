import os

from django.http import JsonResponse
from django.views.decorators.http import require_POST

LOG_ROOT = "/var/log/app"


@require_POST
def archive_logs(request):
    service = request.POST.get("service", "web")
    day = request.POST.get("day", "")
    pattern = f"{LOG_ROOT}/{service}/*{day}*.log"
    target = f"/tmp/{service}-{day}.tar.gz"
    status = os.system("tar czf " + target + " " + pattern)
    return JsonResponse({"status": status, "archive": target})
