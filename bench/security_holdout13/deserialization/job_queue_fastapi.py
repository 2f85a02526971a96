import uuid
from datetime import datetime
from typing import Dict

import jsonpickle
from fastapi import FastAPI, HTTPException, Request

app = FastAPI(title="jobs")
JOBS: Dict[str, dict] = {}


class Job:
    def __init__(self, kind, args):
        self.kind = kind
        self.args = args

    def describe(self):
        return f"{self.kind}({', '.join(map(str, self.args))})"


@app.get("/jobs")
def list_jobs():
    return [{"id": k, "desc": v["desc"], "state": v["state"]} for k, v in JOBS.items()]


@app.post("/jobs")
async def submit_job(request: Request):
    body = (await request.body()).decode("utf-8")
    job = jsonpickle.decode(body)
    if not hasattr(job, "describe"):
        raise HTTPException(status_code=400, detail="not a job")
    job_id = uuid.uuid4().hex
    JOBS[job_id] = {"desc": job.describe(), "state": "queued", "at": datetime.utcnow().isoformat()}
    return {"id": job_id}


@app.get("/jobs/{job_id}")
def job_status(job_id: str):
    if job_id not in JOBS:
        raise HTTPException(status_code=404)
    return JOBS[job_id]


@app.delete("/jobs/{job_id}")
def cancel_job(job_id: str):
    job = JOBS.get(job_id)
    if job is None:
        raise HTTPException(status_code=404)
    job["state"] = "cancelled"
    return job
