import hashlib
import secrets

from fastapi import Depends, FastAPI
from pydantic import BaseModel

from .auth import current_user
from .repo import api_keys

app = FastAPI()


class KeyRequest(BaseModel):
    label: str
    scopes: list[str] = ["read"]


@app.post("/api-keys", status_code=201)
async def create_api_key(req: KeyRequest, user=Depends(current_user)):
    prefix = secrets.token_hex(4)
    secret = secrets.token_urlsafe(32)
    digest = hashlib.sha256(secret.encode()).hexdigest()
    await api_keys.insert(owner=user.id, label=req.label, prefix=prefix, digest=digest, scopes=req.scopes)
    return {"key": f"{prefix}.{secret}", "label": req.label}
