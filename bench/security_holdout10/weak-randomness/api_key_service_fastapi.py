import hashlib
import logging
import random
from datetime import datetime
from typing import Dict, List

from fastapi import FastAPI, Header, HTTPException
from pydantic import BaseModel

app = FastAPI()
log = logging.getLogger("apikeys")


class KeyRequest(BaseModel):
    owner: str
    scopes: List[str] = ["read"]


class ApiKeyRecord(BaseModel):
    prefix: str
    digest: str
    owner: str
    scopes: List[str]
    created: datetime


class ApiKeyService:
    def __init__(self):
        self._records: Dict[str, ApiKeyRecord] = {}

    @staticmethod
    def _generate() -> str:
        return "%032x" % random.getrandbits(128)

    def issue(self, owner: str, scopes: List[str]) -> str:
        key = self._generate()
        digest = hashlib.sha256(key.encode()).hexdigest()
        self._records[digest] = ApiKeyRecord(
            prefix=key[:6], digest=digest, owner=owner, scopes=scopes, created=datetime.utcnow()
        )
        log.info("issued api key %s... for %s", key[:6], owner)
        return key

    def verify(self, key: str) -> ApiKeyRecord:
        record = self._records.get(hashlib.sha256(key.encode()).hexdigest())
        if record is None:
            raise HTTPException(status_code=401, detail="invalid api key")
        return record


service = ApiKeyService()


@app.post("/admin/api-keys")
def create_key(req: KeyRequest):
    return {"api_key": service.issue(req.owner, req.scopes)}


@app.get("/whoami")
def whoami(x_api_key: str = Header(...)):
    record = service.verify(x_api_key)
    return {"owner": record.owner, "scopes": record.scopes}
