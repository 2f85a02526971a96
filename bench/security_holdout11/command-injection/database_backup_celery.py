import logging
import os
from datetime import datetime

from celery import Celery
from flask import Flask, jsonify, request

BROKER_URL = os.environ.get("BROKER_URL", "redis://localhost:6379/0")
BACKUP_ROOT = "/srv/backups"

celery_app = Celery("backups", broker=BROKER_URL)
web = Flask(__name__)
log = logging.getLogger(__name__)


class BackupJob:
    def __init__(self, database, label):
        self.database = database
        self.label = label
        self.started = datetime.utcnow()

    @property
    def filename(self):
        stamp = self.started.strftime("%Y%m%d%H%M%S")
        return f"{self.database}-{self.label}-{stamp}.sql.gz"

    def command(self):
        target = os.path.join(BACKUP_ROOT, self.filename)
        return f"pg_dump {self.database} | gzip > {target}"


@celery_app.task(bind=True, max_retries=2)
def run_backup(self, database, label):
    job = BackupJob(database, label)
    log.info("starting backup %s", job.filename)
    rc = os.system(job.command())
    if rc != 0:
        log.error("backup failed with %s", rc)
        raise self.retry(countdown=30)
    return job.filename


@web.route("/backups", methods=["POST"])
def schedule_backup():
    payload = request.get_json(force=True)
    database = payload.get("database", "main")
    label = payload.get("label", "manual")
    async_result = run_backup.delay(database, label)
    return jsonify(task_id=async_result.id), 202


@web.route("/backups", methods=["GET"])
def list_backups():
    names = sorted(os.listdir(BACKUP_ROOT))
    return jsonify(backups=names)


@web.route("/backups/status/<task_id>")
def backup_status(task_id):
    result = celery_app.AsyncResult(task_id)
    return jsonify(state=result.state)
