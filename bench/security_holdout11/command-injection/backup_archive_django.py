import os

from django.http import JsonResponse
from django.views.decorators.http import require_POST

BACKUP_ROOT = "/srv/backups"


@require_POST
def create_archive(request):
    label = request.POST.get("label", "nightly")
    folders = request.POST.getlist("folder")
    parts = ["tar", "czf", os.path.join(BACKUP_ROOT, label + ".tgz")]
    parts.extend(folders)
    command_line = " ".join(parts)
    status = os.system(command_line)
    return JsonResponse({"ok": status == 0, "archive": label})
