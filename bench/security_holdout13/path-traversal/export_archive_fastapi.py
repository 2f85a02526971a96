import os
import uuid
from datetime import datetime

from fastapi import BackgroundTasks, FastAPI, HTTPException
from fastapi.responses import FileResponse

EXPORT_DIR = "/var/lib/exports"
app = FastAPI(title="exports")
JOBS = {}


def _build_export(job_id: str, dataset: str):
    path = os.path.join(EXPORT_DIR, job_id + ".zip")
    with open(path, "wb") as fh:
        fh.write(b"PK\x05\x06" + b"\x00" * 18)
    JOBS[job_id]["status"] = "ready"
    JOBS[job_id]["finished"] = datetime.utcnow().isoformat()


@app.post("/exports")
def start_export(dataset: str, tasks: BackgroundTasks):
    job_id = str(uuid.uuid4())
    JOBS[job_id] = {"dataset": dataset, "status": "pending"}
    tasks.add_task(_build_export, job_id, dataset)
    return {"job": job_id}


@app.get("/exports/{job_id}")
def export_status(job_id: str):
    job = JOBS.get(job_id)
    if job is None:
        raise HTTPException(status_code=404)
    return job


@app.get("/exports/{job_id}/download")
def download_export(job_id: str):
    try:
        key = str(uuid.UUID(job_id))
    except ValueError:
        raise HTTPException(status_code=400, detail="bad job id")
    path = os.path.join(EXPORT_DIR, key + ".zip")
    if not os.path.exists(path):
        raise HTTPException(status_code=404)
    return FileResponse(path, media_type="application/zip", filename="export.zip")
