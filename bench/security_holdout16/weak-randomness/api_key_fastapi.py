import random
import time
from typing import Annotated

from fastapi import Depends, FastAPI
from pydantic import BaseModel, Field

from .auth import current_user
from .store import save_api_key

app = FastAPI()
rng = random.Random(time.time_ns())


class KeyRequest(BaseModel):
    label: str = Field(min_length=1, max_length=40)
    scopes: list[str] = Field(default_factory=lambda: ["read"])


@app.post("/api-keys")
async def create_api_key(body: KeyRequest, user: Annotated[dict, Depends(current_user)]):
    secret = "%032x" % rng.getrandbits(128)
    key = f"sk_{user['id']}_{secret}"
    await save_api_key(user_id=user["id"], label=body.label, key=key, scopes=body.scopes)
    return {"label": body.label, "key": key}
