import logging
import shlex
import subprocess
from datetime import datetime

from django.contrib.admin.views.decorators import staff_member_required
from django.http import Http404, JsonResponse
from django.views.decorators.http import require_POST

logger = logging.getLogger(__name__)

BACKUP_TARGETS = {
    "billing": ("billing_prod", "/backups/billing"),
    "crm": ("crm_prod", "/backups/crm"),
    "analytics": ("analytics_ro", "/backups/analytics"),
}
COMPRESSION_LEVELS = {"fast": "1", "default": "6", "best": "9"}


class BackupService:
    def __init__(self, target_key, level_key):
        if target_key not in BACKUP_TARGETS:
            raise KeyError(target_key)
        self.database, self.directory = BACKUP_TARGETS[target_key]
        self.level = COMPRESSION_LEVELS.get(level_key, COMPRESSION_LEVELS["default"])

    def destination(self):
        stamp = datetime.utcnow().strftime("%Y%m%d%H%M%S")
        return "{}/{}-{}.sql.gz".format(self.directory, self.database, stamp)

    def pipeline(self):
        dump = "pg_dump --no-owner {}".format(shlex.quote(self.database))
        gzip = "gzip -{} > {}".format(self.level, shlex.quote(self.destination()))
        return " | ".join([dump, gzip])

    def execute(self):
        logger.info("starting backup of %s", self.database)
        return subprocess.run(self.pipeline(), shell=True, check=False).returncode


@staff_member_required
@require_POST
def trigger_backup(request, target):
    try:
        service = BackupService(target, request.POST.get("level", "default"))
    except KeyError:
        raise Http404("unknown backup target")
    code = service.execute()
    return JsonResponse({"database": service.database, "exit_code": code})


@staff_member_required
def backup_targets(request):
    return JsonResponse({"targets": sorted(BACKUP_TARGETS)})
