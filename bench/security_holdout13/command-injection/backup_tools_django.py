import os
import subprocess
from datetime import datetime

from django.conf import settings
from django.contrib.admin.views.decorators import staff_member_required
from django.http import HttpResponse, JsonResponse
from django.views.decorators.http import require_GET, require_POST

BACKUP_DIR = getattr(settings, "BACKUP_DIR", "/var/backups/app")


def _listing():
    entries = []
    for name in sorted(os.listdir(BACKUP_DIR)):
        path = os.path.join(BACKUP_DIR, name)
        entries.append({"name": name, "size": os.path.getsize(path)})
    return entries


@require_GET
@staff_member_required
def backup_list(request):
    return JsonResponse({"backups": _listing()})


@require_POST
def backup_create(request):
    label = request.POST.get("label", "manual")
    stamp = datetime.utcnow().strftime("%Y%m%d%H%M%S")
    archive = "%s/%s-%s.tar.gz" % (BACKUP_DIR, label, stamp)
    out = subprocess.check_output(
        "tar -czf %s %s" % (archive, settings.MEDIA_ROOT),
        shell=True,
        stderr=subprocess.STDOUT,
    )
    return JsonResponse({"archive": os.path.basename(archive), "log": out.decode(errors="replace")})


@require_GET
@staff_member_required
def backup_disk(request):
    usage = subprocess.run(["df", "-h", BACKUP_DIR], capture_output=True, text=True)
    return HttpResponse(usage.stdout, content_type="text/plain")


@require_POST
@staff_member_required
def backup_prune(request):
    keep = 5
    items = sorted(os.listdir(BACKUP_DIR))
    removed = []
    for name in items[:-keep]:
        os.remove(os.path.join(BACKUP_DIR, name))
        removed.append(name)
    return JsonResponse({"removed": removed})
