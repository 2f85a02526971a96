import secrets
from datetime import datetime, timedelta

from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()
INVITES = {}


class InviteIn(BaseModel):
    email: str
    team: str


@app.post("/invites")
def create_invite(data: InviteIn):
    token = secrets.token_urlsafe(32)
    INVITES[token] = {"email": data.email, "team": data.team, "expires": datetime.utcnow() + timedelta(days=7)}
    link = f"https://app.example.com/join?token={token}"
    return {"invite_link": link}
