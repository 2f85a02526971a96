import hashlib
import secrets

from fastapi import Depends, FastAPI
from pydantic import BaseModel

from .auth import current_account
from .db import save_api_key

app = FastAPI()


class KeyRequest(BaseModel):
    label: str = "default"


def new_api_key(prefix: str = "ak") -> str:
    return f"{prefix}_{secrets.token_urlsafe(30)}"


@app.post("/api-keys", status_code=201)
async def create_api_key(body: KeyRequest, account=Depends(current_account)):
    key = new_api_key()
    digest = hashlib.sha256(key.encode()).hexdigest()
    await save_api_key(account_id=account.id, label=body.label[:64], key_hash=digest)
    return {"label": body.label[:64], "api_key": key}
