from collections import deque

import jsonpickle
from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()


class JobIn(BaseModel):
    queue: str
    payloads: list[str]


@app.post("/jobs")
def submit_jobs(job: JobIn):
    pending = deque(job.payloads)
    accepted = []
    while pending:
        task = jsonpickle.decode(pending.popleft())
        accepted.append(type(task).__name__)
    return {"queue": job.queue, "accepted": accepted}
