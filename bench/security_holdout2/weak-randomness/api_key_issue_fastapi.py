import hashlib
import random
import string

from fastapi import Depends, FastAPI
from pydantic import BaseModel

from .auth import current_user
from .db import ApiKey, get_db

app = FastAPI()
ALPHABET = string.ascii_letters + string.digits


class KeyRequest(BaseModel):
    name: str


def new_api_key() -> str:
    return "sk_live_" + "".join(random.choices(ALPHABET, k=40))


@app.post("/api-keys", status_code=201)
def create_api_key(body: KeyRequest, user=Depends(current_user), db=Depends(get_db)):
    key = new_api_key()
    digest = hashlib.sha256(key.encode()).hexdigest()
    db.add(ApiKey(user_id=user.id, name=body.name, key_digest=digest, prefix=key[:12]))
    db.commit()
    return {"name": body.name, "key": key}
