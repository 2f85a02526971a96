import os
import shutil
from pathlib import Path

from fastapi import FastAPI, File, HTTPException, UploadFile

app = FastAPI()
UPLOAD_ROOT = Path("/srv/uploads")


def stored_name(upload: UploadFile) -> str:
    return os.path.basename(upload.filename or "upload.bin")


@app.get("/uploads")
def list_uploads():
    return {"files": sorted(p.name for p in UPLOAD_ROOT.iterdir() if p.is_file())}


@app.post("/uploads")
def add_upload(file: UploadFile = File(...)):
    target = UPLOAD_ROOT / stored_name(file)
    with target.open("wb") as out:
        shutil.copyfileobj(file.file, out)
    return {"stored": target.name}


@app.get("/uploads/{name}/size")
def upload_size(name: str):
    target = UPLOAD_ROOT / os.path.basename(name)
    if not target.is_file():
        raise HTTPException(status_code=404, detail="not found")
    return {"name": target.name, "bytes": target.stat().st_size}


@app.delete("/uploads/{name:path}")
def remove_upload(name: str):
    target = os.path.join(str(UPLOAD_ROOT), name.lstrip("/"))
    if not os.path.isfile(target):
        raise HTTPException(status_code=404, detail="not found")
    os.remove(target)
    return {"removed": name}


@app.get("/health")
def health():
    return {"status": "ok"}
