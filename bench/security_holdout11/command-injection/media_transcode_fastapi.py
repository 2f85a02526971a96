import logging
import subprocess
import uuid
from pathlib import Path

from fastapi import FastAPI, File, Form, HTTPException, UploadFile

MEDIA_DIR = Path("/var/media")
OUTPUT_DIR = MEDIA_DIR / "out"
ALLOWED_FORMATS = {"mp4": "libx264", "webm": "libvpx-vp9", "mp3": "libmp3lame"}
ALLOWED_BITRATES = {"low": "500k", "medium": "1500k", "high": "4000k"}

logger = logging.getLogger("transcoder")
app = FastAPI()


def store_upload(upload: UploadFile) -> Path:
    MEDIA_DIR.mkdir(parents=True, exist_ok=True)
    dest = MEDIA_DIR / f"{uuid.uuid4().hex}.src"
    with dest.open("wb") as fh:
        while chunk := upload.file.read(1024 * 1024):
            fh.write(chunk)
    return dest


def build_args(source: Path, fmt: str, quality: str) -> list:
    codec = ALLOWED_FORMATS[fmt]
    bitrate = ALLOWED_BITRATES[quality]
    OUTPUT_DIR.mkdir(parents=True, exist_ok=True)
    target = OUTPUT_DIR / f"{source.stem}.{fmt}"
    audio_only = fmt == "mp3"
    return [
        "ffmpeg", "-y", "-i", str(source),
        "-c:a" if audio_only else "-c:v", codec,
        "-b:a" if audio_only else "-b:v", bitrate,
        str(target),
    ]


@app.get("/formats")
def formats():
    return {"formats": sorted(ALLOWED_FORMATS), "qualities": sorted(ALLOWED_BITRATES)}


@app.post("/transcode")
def transcode(
    media: UploadFile = File(...),
    fmt: str = Form("mp4"),
    quality: str = Form("medium"),
):
    if fmt not in ALLOWED_FORMATS or quality not in ALLOWED_BITRATES:
        raise HTTPException(status_code=400, detail="unsupported option")
    source = store_upload(media)
    args = build_args(source, fmt, quality)
    logger.info("transcoding %s (original name %r)", source.name, media.filename)
    completed = subprocess.run(args, capture_output=True, timeout=600)
    if completed.returncode != 0:
        logger.warning("ffmpeg failed: %s", completed.stderr[-500:])
        raise HTTPException(status_code=500, detail="transcode failed")
    return {"output": f"{source.stem}.{fmt}"}
