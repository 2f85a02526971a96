import logging
import os
import subprocess
from datetime import datetime

from django.conf import settings
from django.contrib.admin.views.decorators import staff_member_required
from django.http import HttpResponseNotAllowed, JsonResponse
from django.views.decorators.http import require_GET

logger = logging.getLogger(__name__)

BACKUP_ROOT = getattr(settings, "BACKUP_ROOT", "/var/backups/app")


class BackupRunner:
    def __init__(self, root=BACKUP_ROOT):
        self.root = root

    def target_path(self, label):
        stamp = datetime.utcnow().strftime("%Y%m%d%H%M%S")
        return os.path.join(self.root, f"{label}-{stamp}.sql.gz")

    def dump(self, database, label):
        out = self.target_path(label)
        command = "pg_dump --no-owner %s | gzip > %s" % (database, out)
        logger.info("starting backup for %s", database)
        proc = subprocess.Popen(command, shell=True, stderr=subprocess.PIPE)
        _, err = proc.communicate(timeout=600)
        if proc.returncode != 0:
            logger.error("backup failed: %s", err.decode(errors="replace"))
            return None
        return out

    def list(self):
        if not os.path.isdir(self.root):
            return []
        return sorted(os.listdir(self.root))


runner = BackupRunner()


@staff_member_required
def start_backup(request):
    if request.method != "POST":
        return HttpResponseNotAllowed(["POST"])
    database = request.POST.get("database", settings.DATABASES["default"]["NAME"])
    label = request.POST.get("label", "manual").replace("/", "_")
    path = runner.dump(database, label)
    if path is None:
        return JsonResponse({"ok": False}, status=500)
    return JsonResponse({"ok": True, "file": os.path.basename(path)})


@staff_member_required
@require_GET
def list_backups(request):
    return JsonResponse({"backups": runner.list()})
