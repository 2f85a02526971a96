import asyncio
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

MEDIA_ROOT = Path("/srv/media")
FFMPEG_BIN = "/usr/bin/ffmpeg"
DEFAULT_PRESET = "veryfast"

app = FastAPI()


class TranscodeRequest(BaseModel):
    source: str
    target_format: str = "mp4"
    resolution: str = "1280x720"
    preset: str = DEFAULT_PRESET


@dataclass
class TranscodeJob:
    source: Path
    output: Path
    resolution: str
    preset: str
    extra_flags: list = field(default_factory=list)


class Transcoder:
    def __init__(self, binary=FFMPEG_BIN, timeout=600):
        self.binary = binary
        self.timeout = timeout

    def build_command(self, job):
        parts = [
            self.binary,
            "-y",
            f"-i {job.source}",
            f"-s {job.resolution}",
            f"-preset {job.preset}",
            *job.extra_flags,
            str(job.output),
        ]
        return " ".join(parts)

    def run(self, job):
        command = self.build_command(job)
        completed = subprocess.run(
            command,
            shell=True,
            capture_output=True,
            text=True,
            timeout=self.timeout,
        )
        return completed.returncode, completed.stderr[-2000:]


def make_job(req: TranscodeRequest) -> TranscodeJob:
    source = MEDIA_ROOT / "incoming" / req.source
    output = MEDIA_ROOT / "encoded" / f"{source.stem}.{req.target_format}"
    return TranscodeJob(
        source=source,
        output=output,
        resolution=req.resolution,
        preset=req.preset,
    )


@app.post("/media/transcode")
async def transcode(req: TranscodeRequest):
    job = make_job(req)
    loop = asyncio.get_running_loop()
    code, log_tail = await loop.run_in_executor(None, Transcoder().run, job)
    if code != 0:
        raise HTTPException(status_code=500, detail=log_tail)
    return {"output": str(job.output)}
