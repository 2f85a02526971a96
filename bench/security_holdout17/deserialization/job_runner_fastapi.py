import base64
import pickle
from datetime import datetime, timezone
from typing import Any

from fastapi import APIRouter, Body, Depends, FastAPI, HTTPException
from pydantic import BaseModel, Field
from sqlalchemy import text
from sqlalchemy.orm import Session

from .db import get_session

router = APIRouter(prefix="/jobs")


class JobSubmission(BaseModel):
    queue: str = Field(pattern=r"^[a-z]{3,20}$")
    payload_b64: str
    priority: int = Field(default=5, ge=0, le=9)


class JobCodec:
    def encode(self, obj: Any) -> str:
        return base64.b64encode(pickle.dumps(obj)).decode()

    def decode(self, blob: str) -> Any:
        return pickle.loads(base64.b64decode(blob))


class JobRepository:
    def __init__(self, db: Session):
        self.db = db

    def add(self, queue: str, priority: int, task: Any) -> int:
        row = self.db.execute(
            text("INSERT INTO jobs (queue, priority, task_repr, created_at) "
                 "VALUES (:q, :p, :r, :c) RETURNING id"),
            {"q": queue, "p": priority, "r": repr(task), "c": datetime.now(timezone.utc)},
        ).one()
        self.db.commit()
        return row.id

    def pending(self, queue: str) -> int:
        return self.db.execute(
            text("SELECT count(*) FROM jobs WHERE queue = :q AND done = false"), {"q": queue}
        ).scalar_one()


def get_codec() -> JobCodec:
    return JobCodec()


@router.post("", status_code=202)
def submit_job(
    job: JobSubmission = Body(...),
    codec: JobCodec = Depends(get_codec),
    db: Session = Depends(get_session),
):
    try:
        task = codec.decode(job.payload_b64)
    except Exception:
        raise HTTPException(status_code=400, detail="undecodable payload")
    job_id = JobRepository(db).add(job.queue, job.priority, task)
    return {"id": job_id}


@router.get("/{queue}/pending")
def pending(queue: str, db: Session = Depends(get_session)):
    return {"queue": queue, "pending": JobRepository(db).pending(queue)}


app = FastAPI()
app.include_router(router)
