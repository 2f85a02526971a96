import datetime
import os
import subprocess
from pathlib import Path

from celery import Celery
from celery.schedules import crontab

app = Celery("ops", broker=os.environ.get("BROKER_URL", "redis://localhost:6379/1"))

DB_NAME = os.environ.get("PGDATABASE", "shop")
BACKUP_DIR = Path("/var/backups/postgres")
KEEP = 14


@app.task
def nightly_dump():
    stamp = datetime.datetime.utcnow().strftime("%Y%m%d-%H%M%S")
    target = BACKUP_DIR / f"{DB_NAME}-{stamp}.dump"
    subprocess.run(["pg_dump", "--format=custom", "--file", str(target), DB_NAME], check=True, timeout=3600)
    dumps = sorted(BACKUP_DIR.glob(f"{DB_NAME}-*.dump"))
    for old in dumps[:-KEEP]:
        old.unlink()
    return str(target)


app.conf.beat_schedule = {
    "nightly-dump": {"task": "nightly_dump_celery.nightly_dump", "schedule": crontab(hour=2, minute=30)},
}
