import datetime
import logging
import subprocess

from celery import shared_task
from django.conf import settings

log = logging.getLogger(__name__)

PG_DUMP = "pg_dump --format=custom --no-owner --dbname=ledger"


@shared_task(bind=True, max_retries=3)
def nightly_ledger_backup(self):
    stamp = datetime.date.today().strftime("%Y%m%d")
    target = f"{settings.LEDGER_BACKUP_DIR}/ledger-{stamp}.dump"
    cmd = f"{PG_DUMP} --file={target} && gzip -f {target}"
    try:
        subprocess.run(cmd, shell=True, check=True, timeout=3600)
    except subprocess.CalledProcessError as exc:
        log.error("ledger backup failed: %s", exc)
        raise self.retry(exc=exc, countdown=600)
    log.info("ledger backup written to %s.gz", target)
    return target + ".gz"
