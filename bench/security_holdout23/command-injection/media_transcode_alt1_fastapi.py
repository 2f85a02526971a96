import logging
import shlex
import subprocess
import uuid
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Literal

from fastapi import BackgroundTasks, Depends, FastAPI, HTTPException
from pydantic import BaseModel, Field

log = logging.getLogger("transcode")

CODEC_ARGS = {"h264": "libx264", "vp9": "libvpx-vp9", "av1": "libaom-av1"}


@dataclass(frozen=True)
class Settings:
    media_root: Path = Path("/srv/media")
    output_root: Path = Path("/srv/media/out")
    ffmpeg_bin: str = "/usr/bin/ffmpeg"


@lru_cache
def get_settings() -> Settings:
    return Settings()


class TranscodeRequest(BaseModel):
    source_id: uuid.UUID
    codec: Literal["h264", "vp9", "av1"] = "h264"
    height: Literal[480, 720, 1080] = 720
    title: str = Field("", max_length=200)


@dataclass
class TranscodeJob:
    job_id: str
    source: Path
    target: Path
    codec: str
    height: int
    title: str


class JobFactory:
    def __init__(self, settings: Settings = Depends(get_settings)):
        self.settings = settings

    def create(self, req: TranscodeRequest) -> TranscodeJob:
        source = self.settings.media_root / f"{req.source_id}.mp4"
        if not source.exists():
            raise HTTPException(status_code=404, detail="source not found")
        job_id = uuid.uuid4().hex
        target = self.settings.output_root / f"{job_id}.mkv"
        return TranscodeJob(job_id, source, target, req.codec, req.height, req.title)


class Transcoder:
    def __init__(self, ffmpeg_bin: str):
        self.ffmpeg_bin = ffmpeg_bin

    def build_command(self, job: TranscodeJob) -> str:
        parts = [
            self.ffmpeg_bin, "-y", "-i", shlex.quote(str(job.source)),
            "-c:v", CODEC_ARGS[job.codec],
            "-vf", f"scale=-2:{job.height}",
        ]
        if job.title:
            parts += ["-metadata", f'title="{job.title}"']
        parts.append(shlex.quote(str(job.target)))
        return " ".join(parts)

    def run(self, job: TranscodeJob) -> None:
        command = self.build_command(job)
        log.info("starting job %s", job.job_id)
        result = subprocess.run(command, shell=True, capture_output=True, text=True)
        if result.returncode != 0:
            log.error("job %s failed: %s", job.job_id, result.stderr[-2000:])
        else:
            log.info("job %s finished", job.job_id)


app = FastAPI()


@app.post("/transcode", status_code=202)
def submit(req: TranscodeRequest, tasks: BackgroundTasks,
           factory: JobFactory = Depends(), settings: Settings = Depends(get_settings)):
    job = factory.create(req)
    tasks.add_task(Transcoder(settings.ffmpeg_bin).run, job)
    return {"job_id": job.job_id}


@app.get("/transcode/codecs")
def codecs():
    return sorted(CODEC_ARGS)
