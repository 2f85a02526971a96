import uuid
from datetime import datetime, timezone

import jsonpickle
from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()
JOBS: dict[str, dict] = {}


class JobRequest(BaseModel):
    kind: str
    payload: str


class StateUpload(BaseModel):
    state: str


def now_iso() -> str:
    return datetime.now(timezone.utc).isoformat()


@app.post("/jobs")
def create_job(job: JobRequest):
    job_id = str(uuid.uuid4())
    JOBS[job_id] = {"kind": job.kind, "payload": job.payload, "created": now_iso(), "state": None}
    return {"id": job_id}


@app.get("/jobs/{job_id}")
def get_job(job_id: uuid.UUID):
    job = JOBS.get(str(job_id))
    if job is None:
        raise HTTPException(status_code=404)
    return {"id": str(job_id), "kind": job["kind"], "created": job["created"]}


@app.put("/jobs/{job_id}/state")
def restore_state(job_id: uuid.UUID, upload: StateUpload):
    job = JOBS.get(str(job_id))
    if job is None:
        raise HTTPException(status_code=404)
    encoded = upload.state.strip()
    state = jsonpickle.decode(encoded)
    job["state"] = state
    job["restored"] = now_iso()
    return {"id": str(job_id), "restored": job["restored"]}


@app.delete("/jobs/{job_id}")
def delete_job(job_id: uuid.UUID):
    if JOBS.pop(str(job_id), None) is None:
        raise HTTPException(status_code=404)
    return {"deleted": True}
