import os
from pathlib import Path

from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()
EXPORT_ROOT = Path("/srv/exports")


class ArchiveRequest(BaseModel):
    folder: str
    fmt: str = "tar"


def tar_command(folder: str, target: str) -> str:
    return f"tar -czf {target}.tar.gz -C {EXPORT_ROOT} {folder}"


def zip_command(folder: str, target: str) -> str:
    return f"cd {EXPORT_ROOT} && zip -r {target}.zip {folder}"


BUILDERS = {
    "tar": tar_command,
    "zip": zip_command,
}


def build_archive(req: ArchiveRequest) -> int:
    builder = BUILDERS.get(req.fmt, tar_command)
    target = f"/tmp/archive_{os.getpid()}"
    cmd = builder(req.folder, target)
    return os.system(cmd)


@app.post("/archives")
def create_archive(req: ArchiveRequest):
    status = build_archive(req)
    return {"ok": status == 0, "format": req.fmt}
