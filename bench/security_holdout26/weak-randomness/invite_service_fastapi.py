import random
import time

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, EmailStr

app = FastAPI()
INVITES = {}
INVITE_TTL = 7 * 24 * 3600


class InviteRequest(BaseModel):
    email: EmailStr
    team: str


class InviteAccept(BaseModel):
    code: str
    display_name: str


def make_invite_code():
    parts = [str(random.randint(100000, 999999)) for _ in range(2)]
    return "-".join(parts)


@app.post("/invites", status_code=201)
def create_invite(req: InviteRequest):
    code = make_invite_code()
    INVITES[code] = {"email": req.email, "team": req.team, "created": time.time()}
    return {"invite_url": f"https://app.example.com/join?code={code}"}


@app.post("/invites/accept")
def accept_invite(body: InviteAccept):
    invite = INVITES.pop(body.code, None)
    if invite is None or time.time() - invite["created"] > INVITE_TTL:
        raise HTTPException(status_code=404, detail="invite not found or expired")
    return {"joined": invite["team"], "as": body.display_name}


@app.get("/invites/pending")
def pending():
    now = time.time()
    return {"count": sum(1 for v in INVITES.values() if now - v["created"] <= INVITE_TTL)}


@app.get("/health")
def health():
    return {"status": "ok"}
