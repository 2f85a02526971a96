import logging
import shutil
import uuid
from pathlib import Path

from fastapi import FastAPI, File, Form, HTTPException, UploadFile
from fastapi.responses import JSONResponse

logger = logging.getLogger("uploads")
app = FastAPI()

UPLOAD_ROOT = Path("/srv/uploads")
MAX_BYTES = 10 * 1024 * 1024
ALLOWED_TYPES = {"image/png", "image/jpeg", "application/pdf"}


class StorageService:
    def __init__(self, root: Path):
        self.root = root

    def folder_for(self, workspace: str) -> Path:
        folder = self.root / workspace
        folder.mkdir(parents=True, exist_ok=True)
        return folder

    def save(self, workspace: str, upload: UploadFile) -> Path:
        dest = self.folder_for(workspace) / upload.filename
        with open(dest, "wb") as out:
            shutil.copyfileobj(upload.file, out)
        return dest


storage = StorageService(UPLOAD_ROOT)


@app.get("/uploads/health")
def health():
    return {"root": str(UPLOAD_ROOT), "writable": UPLOAD_ROOT.exists()}


@app.post("/uploads")
async def upload(workspace: str = Form(...), file: UploadFile = File(...)):
    if file.content_type not in ALLOWED_TYPES:
        raise HTTPException(status_code=415, detail="unsupported type")
    file.file.seek(0, 2)
    size = file.file.tell()
    file.file.seek(0)
    if size > MAX_BYTES:
        raise HTTPException(status_code=413, detail="too large")
    request_id = uuid.uuid4().hex
    dest = storage.save(workspace, file)
    logger.info("request %s stored %s (%d bytes)", request_id, dest, size)
    return JSONResponse({"id": request_id, "stored": dest.name})
