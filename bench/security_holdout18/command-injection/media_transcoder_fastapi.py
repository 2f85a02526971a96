import asyncio
import uuid
from pathlib import Path
from typing import Literal

from fastapi import BackgroundTasks, FastAPI, HTTPException
from pydantic import BaseModel, Field

app = FastAPI()
MEDIA_ROOT = Path("/srv/media")
JOBS: dict[str, str] = {}

PRESETS = {
    "mobile": ["-vf", "scale=-2:480", "-b:v", "800k"],
    "hd": ["-vf", "scale=-2:720", "-b:v", "2500k"],
    "full": ["-vf", "scale=-2:1080", "-b:v", "5000k"],
}


class TranscodeJob(BaseModel):
    source_id: uuid.UUID
    preset: Literal["mobile", "hd", "full"]
    container: Literal["mp4", "webm"] = "mp4"
    start_seconds: int = Field(default=0, ge=0, le=36_000)


async def run_ffmpeg(job_id: str, job: TranscodeJob) -> None:
    src = MEDIA_ROOT / "sources" / f"{job.source_id}.mov"
    dst = MEDIA_ROOT / "renditions" / f"{job_id}.{job.container}"
    args = ["ffmpeg", "-y", "-ss", str(job.start_seconds), "-i", str(src), *PRESETS[job.preset], str(dst)]
    proc = await asyncio.create_subprocess_exec(
        *args, stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.PIPE
    )
    _, err = await proc.communicate()
    JOBS[job_id] = "done" if proc.returncode == 0 else f"failed: {err.decode(errors='replace')[-300:]}"


@app.post("/transcode", status_code=202)
async def transcode(job: TranscodeJob, background: BackgroundTasks):
    if not (MEDIA_ROOT / "sources" / f"{job.source_id}.mov").exists():
        raise HTTPException(status_code=404, detail="unknown source")
    job_id = uuid.uuid4().hex
    JOBS[job_id] = "queued"
    background.add_task(run_ffmpeg, job_id, job)
    return {"job": job_id}


@app.get("/transcode/{job_id}")
async def job_status(job_id: str):
    if job_id not in JOBS:
        raise HTTPException(status_code=404)
    return {"job": job_id, "status": JOBS[job_id]}
