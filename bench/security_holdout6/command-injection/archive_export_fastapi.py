import asyncio
import subprocess
from dataclasses import dataclass
from pathlib import Path

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

EXPORT_ROOT = Path("/srv/exports")
PROJECTS_ROOT = Path("/srv/projects")
TAR_BINARY = "/bin/tar"

app = FastAPI()


class ExportRequest(BaseModel):
    project: str
    archive_name: str
    compress: bool = True


@dataclass
class ExportResult:
    archive: str
    returncode: int
    stderr: str


class ArchiveExporter:
    def __init__(self, source_root: Path, target_root: Path):
        self.source_root = source_root
        self.target_root = target_root

    def build_command(self, project: str, archive_name: str, compress: bool) -> str:
        flags = "czf" if compress else "cf"
        suffix = ".tar.gz" if compress else ".tar"
        target = self.target_root / f"{archive_name}{suffix}"
        return f"{TAR_BINARY} -{flags} {target} -C {self.source_root} {project}"

    def export(self, project: str, archive_name: str, compress: bool) -> ExportResult:
        command = self.build_command(project, archive_name, compress)
        proc = subprocess.run(
            command,
            shell=True,
            capture_output=True,
            text=True,
            timeout=300,
        )
        return ExportResult(archive=archive_name, returncode=proc.returncode, stderr=proc.stderr)


exporter = ArchiveExporter(PROJECTS_ROOT, EXPORT_ROOT)


@app.post("/exports")
async def create_export(req: ExportRequest):
    loop = asyncio.get_running_loop()
    result = await loop.run_in_executor(
        None, exporter.export, req.project, req.archive_name, req.compress
    )
    if result.returncode != 0:
        raise HTTPException(status_code=500, detail=result.stderr[-500:])
    return {"archive": result.archive}
