import re
import subprocess

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()
NAME_PATTERN = re.compile(r"[A-Za-z0-9_.-]+")
LOG_DIR = "/var/log/app"


class ArchiveRequest(BaseModel):
    filename: str
    level: int = 6


@app.post("/logs/compress")
def compress(req: ArchiveRequest):
    if not NAME_PATTERN.match(req.filename):
        raise HTTPException(status_code=400, detail="invalid file name")
    level = max(1, min(int(req.level), 9))
    cmd = f"cd {LOG_DIR} && gzip -{level} -k {req.filename}"
    result = subprocess.run(cmd, shell=True, capture_output=True, text=True)
    return {"rc": result.returncode, "stderr": result.stderr[-500:]}
