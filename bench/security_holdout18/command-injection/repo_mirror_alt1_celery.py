import subprocess
import tempfile
from urllib.parse import urlparse

from celery import Celery
from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

celery_app = Celery("mirror", broker="redis://redis:6379/0")
api = FastAPI()


class MirrorRequest(BaseModel):
    url: str
    branch: str = "main"


@celery_app.task
def mirror_repository(url: str, branch: str) -> int:
    argv = ["git", "clone", "--depth", "1", "--branch", branch, "--", url, tempfile.mkdtemp(prefix="mirror-")]
    return subprocess.run(argv, check=False, timeout=600).returncode


@api.post("/mirrors")
def create_mirror(req: MirrorRequest):
    parsed = urlparse(req.url)
    if parsed.scheme != "https" or not parsed.hostname:
        raise HTTPException(400, "only https URLs are accepted")
    job = mirror_repository.delay(req.url, req.branch)
    return {"job": job.id}
