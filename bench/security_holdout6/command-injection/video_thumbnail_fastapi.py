import os
import subprocess
import tempfile
from pathlib import Path

from fastapi import FastAPI, HTTPException
from fastapi.responses import FileResponse
from pydantic import BaseModel

FFMPEG_BIN = "/usr/bin/ffmpeg"
MEDIA_ROOT = Path("/srv/media/videos")

app = FastAPI()


class ThumbnailRequest(BaseModel):
    video: str
    timestamp: str = "00:00:01"
    width: int = 320


class ThumbnailService:
    def __init__(self, binary: str = FFMPEG_BIN):
        self.binary = binary

    def command_for(self, source: str, target: str, ts: str, width: int) -> str:
        return (
            f"{self.binary} -y -ss {ts} -i {source} "
            f"-vframes 1 -vf scale={width}:-1 {target}"
        )

    def render(self, source: str, ts: str, width: int) -> str:
        fd, target = tempfile.mkstemp(suffix=".jpg")
        os.close(fd)
        cmd = self.command_for(source, target, ts, width)
        proc = subprocess.Popen(cmd, shell=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        _, err = proc.communicate(timeout=60)
        if proc.returncode != 0:
            raise RuntimeError(err.decode(errors="replace"))
        return target


service = ThumbnailService()


@app.post("/thumbnails")
def create_thumbnail(body: ThumbnailRequest):
    source = str(MEDIA_ROOT / Path(body.video).name)
    try:
        path = service.render(source, body.timestamp, body.width)
    except RuntimeError as exc:
        raise HTTPException(status_code=422, detail=str(exc))
    return FileResponse(path, media_type="image/jpeg")
