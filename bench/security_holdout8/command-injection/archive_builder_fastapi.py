import subprocess
import uuid
from pathlib import Path

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

EXPORT_ROOT = Path("/srv/exports")
ARCHIVE_TIMEOUT = 120

app = FastAPI()


class ArchiveRequest(BaseModel):
    project: str
    include_logs: bool = False
    compression: str = "gz"


class ArchiveBuilder:
    def __init__(self, root: Path, timeout: int = ARCHIVE_TIMEOUT):
        self.root = root
        self.timeout = timeout

    def _flags(self, compression: str) -> str:
        return {"gz": "-z", "bz2": "-j", "xz": "-J"}.get(compression, "-z")

    def build(self, project: str, include_logs: bool, compression: str) -> Path:
        suffix = compression if compression in ("gz", "bz2", "xz") else "gz"
        target = self.root / f"{uuid.uuid4().hex}.tar.{suffix}"
        sources = [f"projects/{project}"]
        if include_logs:
            sources.append(f"logs/{project}")
        cmd = "tar {flags} -cf {target} -C {root} {sources}".format(
            flags=self._flags(compression),
            target=target,
            root=self.root,
            sources=" ".join(sources),
        )
        completed = subprocess.run(
            cmd,
            shell=True,
            capture_output=True,
            text=True,
            timeout=self.timeout,
        )
        if completed.returncode != 0:
            raise RuntimeError(completed.stderr.strip() or "tar failed")
        return target


builder = ArchiveBuilder(EXPORT_ROOT)


@app.post("/archives")
def create_archive(req: ArchiveRequest):
    try:
        archive = builder.build(req.project, req.include_logs, req.compression)
    except RuntimeError as exc:
        raise HTTPException(status_code=500, detail=str(exc))
    return {"archive": archive.name, "size": archive.stat().st_size}
