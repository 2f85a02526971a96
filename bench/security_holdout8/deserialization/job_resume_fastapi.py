import base64
import hashlib
import hmac
import os
import pickle
from dataclasses import dataclass, field
from typing import Any, Dict

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

SIGNING_KEY = os.environ.get("JOB_STATE_KEY", "").encode() or os.urandom(32)
DIGEST = hashlib.sha256

app = FastAPI()


@dataclass
class JobState:
    job_id: str
    cursor: int = 0
    options: Dict[str, Any] = field(default_factory=dict)


class ResumeRequest(BaseModel):
    token: str


class StateSigner:
    def __init__(self, key: bytes):
        self.key = key
        self.mac_size = DIGEST().digest_size

    def dumps(self, state: JobState) -> str:
        body = pickle.dumps(state)
        mac = hmac.new(self.key, body, DIGEST).digest()
        return base64.urlsafe_b64encode(mac + body).decode()

    def loads(self, token: str) -> JobState:
        raw = base64.urlsafe_b64decode(token.encode())
        if len(raw) <= self.mac_size:
            raise ValueError("token too short")
        mac, body = raw[: self.mac_size], raw[self.mac_size :]
        expected = hmac.new(self.key, body, DIGEST).digest()
        if not hmac.compare_digest(mac, expected):
            raise ValueError("bad signature")
        return pickle.loads(body)


signer = StateSigner(SIGNING_KEY)


@app.post("/jobs/{job_id}/checkpoint")
def checkpoint(job_id: str, cursor: int = 0):
    token = signer.dumps(JobState(job_id=job_id, cursor=cursor))
    return {"token": token}


@app.post("/jobs/resume")
def resume(req: ResumeRequest):
    try:
        state = signer.loads(req.token)
    except ValueError as exc:
        raise HTTPException(status_code=400, detail=str(exc))
    return {"job_id": state.job_id, "cursor": state.cursor, "options": state.options}
