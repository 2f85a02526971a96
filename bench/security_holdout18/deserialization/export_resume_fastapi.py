import base64
import binascii
import hashlib
import hmac
import os
import pickle
import time
from dataclasses import dataclass, field

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()
RESUME_KEY = os.environ["EXPORT_RESUME_KEY"].encode()
MAC_LEN = hashlib.sha256().digest_size


@dataclass
class ExportCursor:
    dataset: str
    offset: int = 0
    issued_at: float = field(default_factory=time.time)


class ResumeRequest(BaseModel):
    token: str


def seal(cursor: ExportCursor) -> str:
    body = pickle.dumps(cursor, protocol=pickle.HIGHEST_PROTOCOL)
    mac = hmac.new(RESUME_KEY, body, hashlib.sha256).digest()
    return base64.urlsafe_b64encode(mac + body).decode()


def unseal(token: str) -> ExportCursor:
    try:
        blob = base64.urlsafe_b64decode(token.encode())
    except (binascii.Error, ValueError):
        raise HTTPException(status_code=400, detail="malformed token")
    mac, body = blob[:MAC_LEN], blob[MAC_LEN:]
    expected = hmac.new(RESUME_KEY, body, hashlib.sha256).digest()
    if not hmac.compare_digest(mac, expected):
        raise HTTPException(status_code=403, detail="token signature mismatch")
    cursor = pickle.loads(body)
    if time.time() - cursor.issued_at > 3600:
        raise HTTPException(status_code=410, detail="token expired")
    return cursor


def fetch_rows(dataset: str, offset: int, limit: int = 500):
    return [{"dataset": dataset, "row": i} for i in range(offset, offset + limit)]


@app.post("/exports/{dataset}/start")
def start_export(dataset: str):
    cursor = ExportCursor(dataset=dataset)
    rows = fetch_rows(cursor.dataset, cursor.offset)
    cursor.offset += len(rows)
    return {"rows": rows, "resume": seal(cursor)}


@app.post("/exports/resume")
def resume_export(req: ResumeRequest):
    cursor = unseal(req.token)
    rows = fetch_rows(cursor.dataset, cursor.offset)
    cursor.offset += len(rows)
    cursor.issued_at = time.time()
    return {"rows": rows, "resume": seal(cursor)}
