import logging
import os
import subprocess
import tempfile

from celery import Celery

celery_app = Celery("media", broker=os.environ.get("BROKER_URL", "redis://localhost:6379/0"))
logger = logging.getLogger(__name__)

OUTPUT_DIR = os.environ.get("TRANSCODE_OUT", "/var/media/out")
PRESETS = {
    "mobile": "-vf scale=640:-2 -b:v 800k",
    "hd": "-vf scale=1280:-2 -b:v 2500k",
}


def _workdir():
    path = tempfile.mkdtemp(prefix="transcode-")
    logger.debug("created workdir %s", path)
    return path


def _build_command(src, dest, preset, title):
    opts = PRESETS.get(preset, PRESETS["mobile"])
    return f'ffmpeg -y -i "{src}" {opts} -metadata title="{title}" "{dest}"'


@celery_app.task(bind=True, max_retries=3)
def transcode(self, upload):
    """upload is the JSON payload posted by the web tier."""
    src = upload["source_path"]
    title = upload.get("title", "untitled")
    preset = upload.get("preset", "mobile")
    base = os.path.splitext(os.path.basename(src))[0]
    dest = os.path.join(OUTPUT_DIR, f"{base}-{preset}.mp4")
    workdir = _workdir()
    cmd = _build_command(src, dest, preset, title)
    logger.info("transcoding %s -> %s", src, dest)
    proc = subprocess.Popen(cmd, shell=True, cwd=workdir, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    out, err = proc.communicate()
    if proc.returncode != 0:
        logger.warning("ffmpeg failed: %s", err.decode(errors="replace")[-500:])
        raise self.retry(countdown=30)
    return {"output": dest, "log": out.decode(errors="replace")[-200:]}


@celery_app.task
def cleanup(path):
    if path.startswith(OUTPUT_DIR) and os.path.exists(path):
        os.remove(path)
