import logging
import subprocess
import uuid
from pathlib import Path

from fastapi import APIRouter, BackgroundTasks, Depends, status
from pydantic import BaseModel, Field, HttpUrl

from .auth import get_current_project
from .settings import MIRROR_ROOT

log = logging.getLogger(__name__)
router = APIRouter(prefix="/projects/mirrors", tags=["mirrors"])


class MirrorRequest(BaseModel):
    url: HttpUrl
    branch: str = Field("main", min_length=1, max_length=100)
    depth: int = Field(1, ge=1, le=500)


class MirrorAccepted(BaseModel):
    job_id: str
    destination: str


def clone_repository(url: str, branch: str, depth: int, destination: Path) -> None:
    destination.parent.mkdir(parents=True, exist_ok=True)
    args = ["git", "clone", "--quiet", "--depth", str(depth), "--branch", branch, "--", url, str(destination)]
    result = subprocess.run(args, capture_output=True, text=True, timeout=600)
    if result.returncode != 0:
        log.error("mirror of %s failed: %s", url, result.stderr.strip())
    else:
        log.info("mirrored %s@%s into %s", url, branch, destination)


@router.post("", status_code=status.HTTP_202_ACCEPTED, response_model=MirrorAccepted)
def create_mirror(
    body: MirrorRequest,
    background: BackgroundTasks,
    project=Depends(get_current_project),
):
    job_id = uuid.uuid4().hex
    destination = Path(MIRROR_ROOT) / str(project.id) / job_id
    background.add_task(clone_repository, str(body.url), body.branch, body.depth, destination)
    return MirrorAccepted(job_id=job_id, destination=str(destination))
