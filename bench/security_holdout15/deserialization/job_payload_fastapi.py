import jsonpickle
from fastapi import APIRouter, Body, Depends

router = APIRouter(prefix="/jobs")


class JobQueue:
    pending: list = []

    def submit(self, job) -> int:
        self.pending.append(job)
        return len(self.pending)


def decode_job(payload: str = Body(..., media_type="application/json")):
    return jsonpickle.decode(payload)


@router.post("/submit")
def submit_job(job=Depends(decode_job), queue: JobQueue = Depends()):
    position = queue.submit(job)
    return {"queued": position}
