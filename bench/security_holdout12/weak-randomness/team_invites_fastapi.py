import random
from datetime import datetime, timedelta
from typing import Dict

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

from notifications import send_invite_email

app = FastAPI()
INVITES: Dict[str, dict] = {}
TEAMS = {"core": [], "support": []}


class InviteRequest(BaseModel):
    email: str
    team: str


@app.get("/teams")
def teams():
    return {name: len(members) for name, members in TEAMS.items()}


def invite_code(digits: int = 8) -> str:
    return str(random.randint(10 ** (digits - 1), 10 ** digits - 1))


@app.post("/invites")
def create_invite(body: InviteRequest):
    if body.team not in TEAMS:
        raise HTTPException(404, "unknown team")
    code = invite_code()
    INVITES[code] = {
        "email": body.email,
        "team": body.team,
        "expires": datetime.utcnow() + timedelta(days=2),
    }
    send_invite_email(body.email, code)
    return {"sent_to": body.email}


@app.post("/invites/{code}/accept")
def accept_invite(code: str):
    invite = INVITES.pop(code, None)
    if invite is None or invite["expires"] < datetime.utcnow():
        raise HTTPException(404, "invalid invite")
    TEAMS[invite["team"]].append(invite["email"])
    return {"joined": invite["team"]}


@app.get("/invites/pending")
def pending():
    return [{"email": i["email"], "team": i["team"]} for i in INVITES.values()]
