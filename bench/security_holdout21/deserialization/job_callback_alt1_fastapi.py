import base64
import binascii
import hashlib
import hmac
import logging
import os
import pickle

from fastapi import FastAPI, Header, HTTPException, Request

from .jobs import JobResult, record_result

logger = logging.getLogger("jobs.callback")

app = FastAPI(title="Worker callbacks")

CALLBACK_KEY = os.environ["WORKER_CALLBACK_KEY"].encode()
MAX_RESULT_BYTES = 5 * 1024 * 1024


def expected_signature(job_id: str, body: bytes) -> str:
    mac = hmac.new(CALLBACK_KEY, digestmod=hashlib.sha256)
    mac.update(job_id.encode())
    mac.update(b"\n")
    mac.update(body)
    return mac.hexdigest()


@app.post("/internal/jobs/{job_id}/result", status_code=204)
async def job_result(
    job_id: str,
    request: Request,
    x_job_signature: str = Header(..., min_length=64, max_length=64),
):
    body = await request.body()
    if len(body) > MAX_RESULT_BYTES:
        raise HTTPException(status_code=413, detail="result too large")
    if not hmac.compare_digest(expected_signature(job_id, body), x_job_signature):
        logger.warning("signature mismatch for job %s", job_id)
        raise HTTPException(status_code=401, detail="signature mismatch")
    try:
        raw = base64.b64decode(body, validate=True)
    except binascii.Error:
        raise HTTPException(status_code=400, detail="result is not base64")
    result = pickle.loads(raw)
    if not isinstance(result, JobResult):
        logger.error("job %s returned %s", job_id, type(result).__name__)
        raise HTTPException(status_code=422, detail="unexpected result type")
    record_result(job_id, result)
    logger.info("job %s finished with status %s", job_id, result.status)


@app.get("/internal/health")
async def health():
    return {"status": "ok"}
