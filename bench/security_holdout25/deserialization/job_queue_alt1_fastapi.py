import logging
import uuid
from datetime import datetime, timezone

import jsonpickle
from fastapi import BackgroundTasks, FastAPI, HTTPException
from pydantic import BaseModel

log = logging.getLogger("jobs")
app = FastAPI(title="report jobs")
JOBS: dict[str, dict] = {}
KINDS = {"sales", "inventory", "churn"}


class JobRequest(BaseModel):
    kind: str
    params: str  # task parameters as produced by the desktop client
    priority: int = 5


def run_job(job_id: str, kind: str, params: object):
    JOBS[job_id]["status"] = "running"
    try:
        limit = getattr(params, "limit", 100)
        JOBS[job_id].update(status="done", result={"kind": kind, "rows": limit})
    except Exception:
        log.exception("job %s failed", job_id)
        JOBS[job_id]["status"] = "failed"


@app.post("/jobs", status_code=202)
def submit_job(job: JobRequest, background: BackgroundTasks):
    if job.kind not in KINDS:
        raise HTTPException(status_code=422, detail="unknown job kind")
    params = jsonpickle.decode(job.params)
    job_id = uuid.uuid4().hex
    JOBS[job_id] = {
        "status": "queued",
        "priority": job.priority,
        "created": datetime.now(timezone.utc).isoformat(),
    }
    background.add_task(run_job, job_id, job.kind, params)
    return {"id": job_id}


@app.get("/jobs/{job_id}")
def job_status(job_id: str):
    job = JOBS.get(job_id)
    if job is None:
        raise HTTPException(status_code=404)
    return job


@app.delete("/jobs/{job_id}", status_code=204)
def cancel_job(job_id: str):
    JOBS.pop(job_id, None)
