import secrets
from datetime import datetime, timedelta, timezone

from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()
INVITES = {}


class InviteRequest(BaseModel):
    team_id: int
    email: str


@app.post("/invites")
def create_invite(body: InviteRequest):
    code = secrets.token_urlsafe(18)
    INVITES[code] = {
        "team": body.team_id,
        "email": body.email,
        "expires": datetime.now(timezone.utc) + timedelta(days=7),
    }
    return {"invite_url": f"https://app.example.com/join/{code}"}
