import os
import subprocess

from celery import Celery

app = Celery("media", broker="redis://localhost:6379/0")

UPLOAD_DIR = "/srv/media/uploads"
OUTPUT_DIR = "/srv/media/renditions"
PRESETS = {"480p": 480, "720p": 720, "1080p": 1080}


@app.task(bind=True, max_retries=2, default_retry_delay=30)
def transcode_upload(self, original_filename, preset="720p"):
    """original_filename is the name the client sent with the upload form."""
    height = PRESETS.get(preset, 720)
    src = os.path.join(UPLOAD_DIR, original_filename)
    stem, _ = os.path.splitext(original_filename)
    dst = os.path.join(OUTPUT_DIR, f"{stem}-{height}p.mp4")
    cmd = f'ffmpeg -y -loglevel error -i "{src}" -vf scale=-2:{height} -c:v libx264 "{dst}"'
    proc = subprocess.Popen(cmd, shell=True, stderr=subprocess.PIPE)
    _, err = proc.communicate(timeout=1800)
    if proc.returncode != 0:
        raise self.retry(exc=RuntimeError(err.decode(errors="replace")[-300:]))
    return dst
