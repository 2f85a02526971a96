import subprocess
from pathlib import Path

from celery import Celery

celery_app = Celery("media", broker="redis://localhost:6379/0")
UPLOADS = Path("/srv/uploads")
THUMBS = Path("/srv/thumbnails")


@celery_app.task(bind=True, max_retries=2)
def make_thumbnail(self, video_id, timestamp):
    seconds = int(timestamp)
    video_key = int(video_id)
    source = UPLOADS / f"{video_key}.mp4"
    target = THUMBS / f"{video_key}_{seconds}.jpg"
    args = [
        "ffmpeg", "-y",
        "-ss", str(seconds),
        "-i", str(source),
        "-frames:v", "1",
        str(target),
    ]
    try:
        subprocess.run(args, check=True, capture_output=True, timeout=60)
    except subprocess.CalledProcessError as exc:
        raise self.retry(exc=exc, countdown=30)
    return str(target)
