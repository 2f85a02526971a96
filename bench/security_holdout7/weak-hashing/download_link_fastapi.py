import hashlib
import os
import time

from fastapi import FastAPI, HTTPException
from fastapi.responses import FileResponse

app = FastAPI()
LINK_SECRET = os.environ.get("DOWNLOAD_LINK_SECRET", "")
FILES_DIR = "/srv/downloads"
PUBLISHED = {"manual.pdf", "firmware.bin", "release-notes.txt"}


def link_token(name: str, expires: int) -> str:
    return hashlib.md5(f"{LINK_SECRET}:{name}:{expires}".encode()).hexdigest()


@app.get("/downloads/{name}")
def download(name: str, expires: int, token: str):
    if name not in PUBLISHED:
        raise HTTPException(status_code=404)
    if expires < time.time():
        raise HTTPException(status_code=410, detail="link expired")
    if token != link_token(name, expires):
        raise HTTPException(status_code=403, detail="bad token")
    return FileResponse(f"{FILES_DIR}/{name}")
