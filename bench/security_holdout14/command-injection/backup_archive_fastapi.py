import os
from dataclasses import dataclass

from fastapi import FastAPI

app = FastAPI()
EXPORT_ROOT = "/srv/exports"


@dataclass
class ArchiveJob:
    project: str
    compress: bool = True


def archive_command(job: ArchiveJob) -> str:
    flags = "czf" if job.compress else "cf"
    suffix = ".tar.gz" if job.compress else ".tar"
    return f"tar {flags} {EXPORT_ROOT}/{job.project}{suffix} -C /srv/projects {job.project}"


@app.post("/archives")
async def create_archive(job: ArchiveJob):
    command = archive_command(job)
    status = os.system(command)
    return {"project": job.project, "status": status}
