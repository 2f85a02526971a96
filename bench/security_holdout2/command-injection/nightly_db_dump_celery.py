import datetime
import subprocess

from celery import Celery
from celery.schedules import crontab

app = Celery("ops", broker="redis://redis:6379/2")
app.conf.beat_schedule = {
    "nightly-dump": {
        "task": "nightly_db_dump_celery.nightly_dump",
        "schedule": crontab(hour=2, minute=15),
    },
}

DB_NAME = "billing"
BACKUP_DIR = "/backups/postgres"


@app.task
def nightly_dump():
    stamp = datetime.datetime.now(datetime.timezone.utc).strftime("%Y%m%d")
    dump_file = f"{BACKUP_DIR}/{DB_NAME}-{stamp}.sql.gz"
    pipeline = f"pg_dump --no-owner {DB_NAME} | gzip -9 > {dump_file}"
    subprocess.run(pipeline, shell=True, check=True)
    subprocess.run(f"find {BACKUP_DIR} -name '*.sql.gz' -mtime +14 -delete", shell=True, check=True)
    return dump_file
