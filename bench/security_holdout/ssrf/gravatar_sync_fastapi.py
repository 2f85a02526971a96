import hashlib

import httpx
from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, EmailStr

from .storage import store_avatar

app = FastAPI()
GRAVATAR_BASE = "https://www.gravatar.com/avatar"


class GravatarSync(BaseModel):
    user_id: int
    email: EmailStr
    size: int = 256


@app.post("/profiles/avatar/gravatar")
async def sync_gravatar(body: GravatarSync):
    digest = hashlib.sha256(body.email.strip().lower().encode()).hexdigest()
    url = f"{GRAVATAR_BASE}/{digest}"
    size = max(16, min(body.size, 2048))
    async with httpx.AsyncClient(timeout=10) as client:
        resp = await client.get(url, params={"s": size, "d": "404"})
    if resp.status_code != 200:
        raise HTTPException(404, "no gravatar for this address")
    await store_avatar(body.user_id, resp.content)
    return {"stored": len(resp.content)}
