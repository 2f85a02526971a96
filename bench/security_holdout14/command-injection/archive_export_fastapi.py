import subprocess

from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()
EXPORT_DIR = "/var/exports"


class ExportRequest(BaseModel):
    project: str
    fmt: str = "tar.gz"


@app.post("/exports")
def create_export(req: ExportRequest):
    archive = f"{EXPORT_DIR}/{req.project}.{req.fmt}"
    steps = [f"cd /srv/projects/{req.project}", f"tar czf {archive} ."]
    script = " && ".join(steps)
    proc = subprocess.run(["/bin/sh", "-c", script], capture_output=True, text=True)
    if proc.returncode != 0:
        return {"ok": False, "error": proc.stderr[-500:]}
    return {"ok": True, "archive": archive}
