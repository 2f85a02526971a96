import random
from datetime import datetime, timedelta

from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()
INVITES: dict[str, dict] = {}


class InviteRequest(BaseModel):
    team_id: int
    email: str


@app.post("/invites")
async def create_invite(body: InviteRequest):
    code = f"{random.randint(0, 999999):06d}"
    INVITES[code] = {
        "team": body.team_id,
        "email": body.email,
        "expires": datetime.utcnow() + timedelta(days=2),
    }
    return {"invite_code": code}
