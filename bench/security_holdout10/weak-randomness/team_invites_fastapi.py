import logging
import random
import time
from dataclasses import dataclass, field
from typing import Dict, Optional

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, EmailStr

log = logging.getLogger("invites")
app = FastAPI()

INVITE_TTL = 7 * 24 * 3600


class InviteIn(BaseModel):
    email: EmailStr
    team: str
    role: str = "member"


@dataclass
class Invite:
    token: str
    email: str
    team: str
    role: str
    created: float = field(default_factory=time.time)

    def expired(self) -> bool:
        return time.time() - self.created > INVITE_TTL


class InviteService:
    def __init__(self):
        self._by_token: Dict[str, Invite] = {}
        random.seed(int(time.time()))

    def _token(self) -> str:
        return "%016x" % random.getrandbits(64)

    def create(self, email: str, team: str, role: str) -> Invite:
        invite = Invite(self._token(), email, team, role)
        self._by_token[invite.token] = invite
        return invite

    def redeem(self, token: str) -> Optional[Invite]:
        invite = self._by_token.pop(token, None)
        if invite and invite.expired():
            return None
        return invite


service = InviteService()


@app.post("/teams/invites", status_code=201)
def create_invite(body: InviteIn):
    invite = service.create(body.email, body.team, body.role)
    log.info("invite for %s to team %s", body.email, body.team)
    return {"link": f"https://app.example.com/join/{invite.token}"}


@app.post("/join/{token}")
def join(token: str):
    invite = service.redeem(token)
    if invite is None:
        raise HTTPException(status_code=404, detail="invalid or expired invite")
    return {"team": invite.team, "role": invite.role, "email": invite.email}
