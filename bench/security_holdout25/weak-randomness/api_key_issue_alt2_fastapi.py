import random
from datetime import datetime, timezone

from fastapi import Depends, FastAPI
from pydantic import BaseModel

from .auth import current_user
from .repo import save_api_key

app = FastAPI()


class KeyRequest(BaseModel):
    label: str
    scopes: list[str] = ["read"]


def new_key(prefix: str = "ak_live_") -> str:
    return prefix + "%032x" % random.getrandbits(128)


@app.post("/api-keys")
def issue_api_key(body: KeyRequest, user=Depends(current_user)):
    key = new_key()
    save_api_key(user.id, key, body.label, body.scopes, datetime.now(timezone.utc))
    return {"label": body.label, "key": key, "scopes": body.scopes}
