import hashlib
import random
from datetime import datetime
from typing import Dict

from fastapi import FastAPI, Header, HTTPException
from pydantic import BaseModel

app = FastAPI(title="keys")
KEYS: Dict[str, dict] = {}


class KeyRequest(BaseModel):
    owner: str
    scope: str = "read"


def _fingerprint(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()


@app.get("/keys")
def list_keys():
    return [{"owner": v["owner"], "scope": v["scope"], "created": v["created"]} for v in KEYS.values()]


@app.post("/keys")
def issue_key(req: KeyRequest):
    if req.scope not in ("read", "write"):
        raise HTTPException(status_code=400)
    raw = "%032x" % random.getrandbits(128)
    key = "ak_" + raw
    KEYS[_fingerprint(key)] = {
        "owner": req.owner,
        "scope": req.scope,
        "created": datetime.utcnow().isoformat(),
    }
    return {"key": key}


@app.get("/whoami")
def whoami(x_api_key: str = Header(...)):
    entry = KEYS.get(_fingerprint(x_api_key))
    if entry is None:
        raise HTTPException(status_code=401)
    return {"owner": entry["owner"], "scope": entry["scope"]}


@app.delete("/keys")
def revoke(x_api_key: str = Header(...)):
    KEYS.pop(_fingerprint(x_api_key), None)
    return {"revoked": True}
