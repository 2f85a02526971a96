import logging
import os
import subprocess
import time

from celery import Celery

celery_app = Celery("media", broker=os.environ.get("BROKER_URL", "redis://localhost:6379/0"))
log = logging.getLogger("media.thumbs")

FFMPEG = os.environ.get("FFMPEG_BIN", "/usr/bin/ffmpeg")
OUTPUT_DIR = os.environ.get("THUMB_DIR", "/var/media/thumbs")


class ThumbnailJob:
    def __init__(self, payload):
        self.video = payload["video_path"]
        self.offset = payload.get("offset", "00:00:01")
        self.width = int(payload.get("width", 320))

    def output_path(self):
        base = os.path.splitext(os.path.basename(self.video))[0]
        return os.path.join(OUTPUT_DIR, f"{base}_{self.width}.jpg")

    def command(self):
        return (
            f"{FFMPEG} -y -ss {self.offset} -i '{self.video}' "
            f"-vframes 1 -vf scale={self.width}:-1 {self.output_path()}"
        )


@celery_app.task(bind=True, max_retries=3)
def render_thumbnail(self, payload):
    job = ThumbnailJob(payload)
    log.info("rendering thumbnail for %s", job.video)
    try:
        out = subprocess.check_output(job.command(), shell=True, stderr=subprocess.STDOUT, timeout=120)
    except subprocess.CalledProcessError as exc:
        log.warning("ffmpeg failed: %s", exc.output[-500:])
        raise self.retry(exc=exc, countdown=30)
    return {"thumbnail": job.output_path(), "log_tail": out.decode(errors="replace")[-200:]}


@celery_app.task
def purge_old_thumbnails(max_age_days=30):
    cutoff = time.time() - max_age_days * 86400
    removed = 0
    for name in os.listdir(OUTPUT_DIR):
        path = os.path.join(OUTPUT_DIR, name)
        if os.path.getmtime(path) < cutoff:
            os.remove(path)
            removed += 1
    log.info("purged %d thumbnails", removed)
    return removed
