import datetime
import logging
import subprocess
from dataclasses import dataclass

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST

logger = logging.getLogger("ops.backup")

BACKUP_ROOT = getattr(settings, "BACKUP_ROOT", "/var/backups/app")


@dataclass
class BackupJob:
    database: str
    label: str

    def target(self):
        stamp = datetime.datetime.utcnow().strftime("%Y%m%d%H%M%S")
        return f"{BACKUP_ROOT}/{self.label}-{stamp}.sql.gz"

    def command(self):
        return "pg_dump --no-owner %s | gzip > %s" % (self.database, self.target())


class BackupRunner:
    def __init__(self, timeout=600):
        self.timeout = timeout

    def run(self, job: BackupJob):
        cmd = job.command()
        logger.info("starting backup for %s", job.database)
        proc = subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=self.timeout)
        if proc.returncode != 0:
            logger.error("backup failed: %s", proc.stderr)
        return proc.returncode


runner = BackupRunner()


@login_required
def backup_status(request):
    return JsonResponse({"root": BACKUP_ROOT, "user": request.user.username})


@login_required
@require_POST
def start_backup(request):
    database = request.POST.get("database")
    label = request.POST.get("label", "manual")
    if not database:
        return HttpResponseBadRequest("database required")
    job = BackupJob(database=database, label=label.replace("/", "_"))
    code = runner.run(job)
    return JsonResponse({"ok": code == 0, "target": job.target()})
