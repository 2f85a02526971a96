import hmac
import os
import random
from datetime import datetime, timezone

from fastapi import Depends, FastAPI, Header, HTTPException
from pydantic import BaseModel, Field

app = FastAPI()
ADMIN_TOKEN = os.environ["ADMIN_TOKEN"]
KEYS: dict[str, dict] = {}


class KeyRequest(BaseModel):
    owner: str = Field(min_length=3, max_length=64)
    scopes: list[str] = Field(default_factory=lambda: ["read"])


def require_admin(x_admin_token: str = Header(...)) -> None:
    if not hmac.compare_digest(x_admin_token, ADMIN_TOKEN):
        raise HTTPException(status_code=403)


def current_key(authorization: str = Header(...)) -> str:
    key = authorization.removeprefix("Bearer ").strip()
    record = KEYS.get(key)
    if record is None or record["revoked"]:
        raise HTTPException(status_code=401)
    return key


def new_key() -> str:
    return "ak_" + format(random.getrandbits(128), "032x")


def store(owner: str, scopes: list[str]) -> str:
    key = new_key()
    KEYS[key] = {"owner": owner, "scopes": scopes, "revoked": False,
                 "issued": datetime.now(timezone.utc).isoformat()}
    return key


@app.post("/keys", dependencies=[Depends(require_admin)], status_code=201)
def issue_key(req: KeyRequest):
    return {"key": store(req.owner, req.scopes)}


@app.post("/keys/rotate")
def rotate_key(key: str = Depends(current_key)):
    old = KEYS[key]
    old["revoked"] = True
    return {"key": store(old["owner"], old["scopes"])}


@app.delete("/keys/{key}", dependencies=[Depends(require_admin)])
def revoke_key(key: str):
    if key not in KEYS:
        raise HTTPException(status_code=404)
    KEYS[key]["revoked"] = True
    return {"revoked": True}


@app.get("/whoami")
def whoami(key: str = Depends(current_key)):
    record = KEYS[key]
    return {"owner": record["owner"], "scopes": record["scopes"]}
