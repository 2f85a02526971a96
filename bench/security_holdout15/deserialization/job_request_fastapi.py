import json

from fastapi import APIRouter, Body, Depends
from pydantic import BaseModel

router = APIRouter(prefix="/jobs")


class JobSpec(BaseModel):
    task: str
    args: dict[str, str] = {}


class JobQueue:
    pending: list = []

    def submit(self, job) -> int:
        self.pending.append(job)
        return len(self.pending)


def decode_job(payload: str = Body(..., media_type="application/json")):
    return JobSpec.model_validate(json.loads(payload))


@router.post("/submit")
def submit_job(job=Depends(decode_job), queue: JobQueue = Depends()):
    position = queue.submit(job)
    return {"queued": position}
