import logging
import subprocess
from dataclasses import dataclass, field
from typing import List, Optional

from celery import Celery

BROKER_URL = "redis://localhost:6379/0"
OUTPUT_DIR = "/srv/transcoded"
PRESETS = {"720p": "1280x720", "1080p": "1920x1080", "480p": "854x480"}

celery_app = Celery("media", broker=BROKER_URL)
log = logging.getLogger(__name__)


@dataclass
class TranscodeJob:
    upload_id: int
    source_url: str
    preset: str
    title: str
    extra_filters: List[str] = field(default_factory=list)

    @property
    def resolution(self) -> str:
        return PRESETS.get(self.preset, PRESETS["720p"])

    @property
    def output_path(self) -> str:
        return f"{OUTPUT_DIR}/{self.upload_id}-{self.resolution}.mp4"


class FfmpegRunner:
    binary = "ffmpeg"

    def build_command(self, job: TranscodeJob) -> str:
        parts = [self.binary, "-y", "-i", job.source_url, "-s", job.resolution]
        if job.extra_filters:
            parts += ["-vf", ",".join(job.extra_filters)]
        parts += ["-metadata", f"title={job.title}", job.output_path]
        return " ".join(parts)

    def run(self, job: TranscodeJob) -> int:
        command = self.build_command(job)
        log.info("transcoding upload %s", job.upload_id)
        proc = subprocess.Popen(
            command,
            shell=True,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
        )
        out, _ = proc.communicate()
        log.debug("ffmpeg output: %s", out)
        return proc.returncode


runner = FfmpegRunner()


@celery_app.task(bind=True, max_retries=3, default_retry_delay=30)
def transcode_upload(
    self,
    upload_id: int,
    source_url: str,
    preset: str,
    title: str,
    filters: Optional[List[str]] = None,
):
    job = TranscodeJob(
        upload_id=upload_id,
        source_url=source_url,
        preset=preset,
        title=title,
        extra_filters=filters or [],
    )
    rc = runner.run(job)
    if rc != 0:
        raise self.retry(exc=RuntimeError(f"ffmpeg exited with {rc}"))
    return {"upload_id": upload_id, "output": job.output_path}
