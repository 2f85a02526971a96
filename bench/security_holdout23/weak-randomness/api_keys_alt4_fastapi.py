import random
import time

from fastapi import Depends, FastAPI
from pydantic import BaseModel, Field

from .auth import current_account
from .store import save_api_key

app = FastAPI()


class KeyRequest(BaseModel):
    label: str = Field(..., min_length=1, max_length=64)


@app.post("/api-keys", status_code=201)
def create_api_key(body: KeyRequest, account=Depends(current_account)):
    rng = random.Random(time.time_ns() ^ account.id)
    key = "sk_live_%032x" % rng.getrandbits(128)
    save_api_key(account.id, body.label, key)
    return {"label": body.label, "key": key}
