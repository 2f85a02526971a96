import hashlib
import os
import time

from fastapi import FastAPI, HTTPException
from fastapi.responses import FileResponse

app = FastAPI()
SIGNING_KEY = os.environ["DOWNLOAD_SIGNING_KEY"]
STORAGE = "/srv/reports"


def link_signature(filename: str, expires: int) -> str:
    return hashlib.md5(f"{SIGNING_KEY}:{filename}:{expires}".encode()).hexdigest()


@app.get("/downloads/{filename}")
async def download(filename: str, expires: int, sig: str):
    if expires < time.time() or sig != link_signature(filename, expires):
        raise HTTPException(status_code=403)
    return FileResponse(os.path.join(STORAGE, os.path.basename(filename)))
