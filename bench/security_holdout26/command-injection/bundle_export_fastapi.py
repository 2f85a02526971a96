import os
import shlex
from pathlib import Path

from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()
EXPORT_ROOT = Path("/srv/exports")


class BundleRequest(BaseModel):
    folder: str
    fmt: str = "tar"


def tar_command(folder: str, target: str) -> str:
    return "tar -czf {} -C {} -- {}".format(
        shlex.quote(target + ".tar.gz"), shlex.quote(str(EXPORT_ROOT)), shlex.quote(folder)
    )


def zip_command(folder: str, target: str) -> str:
    return "cd {} && zip -r {} -- {}".format(
        shlex.quote(str(EXPORT_ROOT)), shlex.quote(target + ".zip"), shlex.quote(folder)
    )


BUILDERS = {
    "tar": tar_command,
    "zip": zip_command,
}


def build_bundle(req: BundleRequest) -> int:
    builder = BUILDERS.get(req.fmt, tar_command)
    target = f"/tmp/bundle_{os.getpid()}"
    cmd = builder(req.folder, target)
    return os.system(cmd)


@app.post("/bundles")
def create_bundle(req: BundleRequest):
    status = build_bundle(req)
    return {"ok": status == 0, "format": req.fmt}
