import os
import shutil
import uuid
from pathlib import Path

from fastapi import FastAPI, File, HTTPException, UploadFile
from fastapi.responses import FileResponse
from pydantic import BaseModel

app = FastAPI()

STORAGE = {
    "uploads": Path("/srv/archiver/uploads"),
    "archives": Path("/srv/archiver/archives"),
}


class ArchiveRequest(BaseModel):
    folder: str
    label: str = "backup"


@app.post("/uploads")
async def upload(file: UploadFile = File(...)):
    target_dir = STORAGE["uploads"] / uuid.uuid4().hex
    target_dir.mkdir(parents=True, exist_ok=True)
    dest = target_dir / Path(file.filename).name
    with dest.open("wb") as fh:
        shutil.copyfileobj(file.file, fh)
    return {"folder": target_dir.name}


@app.post("/archives")
def create_archive(req: ArchiveRequest):
    try:
        folder = uuid.UUID(req.folder).hex
    except ValueError:
        raise HTTPException(status_code=400, detail="folder must be an upload id")
    source = STORAGE["uploads"] / folder
    if not source.is_dir():
        raise HTTPException(status_code=404, detail="folder not found")
    name = f"{req.label}-{folder}.tar.gz"
    status = _tar(source, STORAGE["archives"] / name)
    if status != 0:
        raise HTTPException(status_code=500, detail="archiving failed")
    return {"archive": name}


@app.get("/archives/{name}")
def download_archive(name: str):
    path = STORAGE["archives"] / Path(name).name
    if not path.exists():
        raise HTTPException(status_code=404)
    return FileResponse(path)


def _tar(source: Path, destination: Path) -> int:
    destination.parent.mkdir(parents=True, exist_ok=True)
    command = f"tar -czf {destination} -C {source.parent} {source.name}"
    return os.system(command)
