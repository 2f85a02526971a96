import hashlib
import hmac
import pickle

from fastapi import FastAPI, Header, HTTPException, Request

from .settings import settings

app = FastAPI()
RESULTS: dict[str, object] = {}


def verify_signature(body: bytes, signature: str) -> bool:
    expected = hmac.new(settings.worker_shared_key.encode(), body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature)


@app.post("/internal/results/{task_id}")
async def store_result(task_id: str, request: Request, x_signature: str = Header(...)):
    body = await request.body()
    if not verify_signature(body, x_signature):
        raise HTTPException(status_code=403, detail="signature mismatch")
    result = pickle.loads(body)
    RESULTS[task_id] = result
    return {"task": task_id, "stored": True}
