import shutil
import subprocess
import uuid
from pathlib import Path

from fastapi import FastAPI, File, HTTPException, UploadFile
from fastapi.responses import FileResponse
from pydantic import BaseModel, Field

app = FastAPI()
UPLOADS = Path("/var/lib/thumbs/uploads")
OUTPUT = Path("/var/lib/thumbs/out")


class ResizeRequest(BaseModel):
    image_id: uuid.UUID
    geometry: str = Field(pattern=r"^\d{2,4}x\d{2,4}", max_length=40)
    quality: int = Field(default=85, ge=10, le=100)


@app.post("/images")
async def upload(file: UploadFile = File(...)):
    if file.content_type not in {"image/png", "image/jpeg"}:
        raise HTTPException(status_code=415, detail="unsupported type")
    image_id = uuid.uuid4()
    dest = UPLOADS / f"{image_id}.img"
    with dest.open("wb") as fh:
        shutil.copyfileobj(file.file, fh)
    return {"id": str(image_id)}


@app.post("/thumbnails")
def make_thumbnail(req: ResizeRequest):
    src = UPLOADS / f"{req.image_id}.img"
    if not src.exists():
        raise HTTPException(status_code=404, detail="no such image")
    dst = OUTPUT / f"{req.image_id}.jpg"
    cmd = f"convert {src} -resize {req.geometry} -quality {req.quality} {dst}"
    proc = subprocess.run(cmd, shell=True, capture_output=True, timeout=30)
    if proc.returncode != 0:
        raise HTTPException(status_code=500, detail="conversion failed")
    return {"thumbnail": f"/thumbnails/{req.image_id}"}


@app.get("/thumbnails/{image_id}")
def get_thumbnail(image_id: uuid.UUID):
    path = OUTPUT / f"{image_id}.jpg"
    if not path.exists():
        raise HTTPException(status_code=404)
    return FileResponse(path, media_type="image/jpeg")
