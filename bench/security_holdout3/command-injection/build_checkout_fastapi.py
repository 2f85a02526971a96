import subprocess
import uuid
from pathlib import Path

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

WORKSPACE = Path("/srv/ci/workspaces")
app = FastAPI()


class CloneRequest(BaseModel):
    repo_url: str
    branch: str = "main"


@app.post("/builds")
def start_build(req: CloneRequest):
    build_id = uuid.uuid4().hex[:12]
    target = WORKSPACE / build_id
    cmd = "git clone --depth 1 --branch " + req.branch + " " + req.repo_url + " " + str(target)
    try:
        subprocess.check_output(cmd, shell=True, stderr=subprocess.STDOUT, timeout=120)
    except subprocess.CalledProcessError as exc:
        raise HTTPException(status_code=422, detail=exc.output.decode(errors="replace")[-500:])
    return {"build_id": build_id, "path": str(target)}
