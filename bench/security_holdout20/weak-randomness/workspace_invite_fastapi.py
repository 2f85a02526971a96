import random
import string
from datetime import datetime, timedelta, timezone

from fastapi import Depends, FastAPI, HTTPException
from pydantic import BaseModel, EmailStr

from app.auth import current_workspace_owner
from app.mail import send_invite
from app.store import invites

app = FastAPI()
ROLES = {"member", "guest"}
ALPHABET = string.ascii_letters + string.digits
_rng = random.SystemRandom()


class WorkspaceInvite(BaseModel):
    email: EmailStr
    role: str = "member"


@app.post("/workspace/invites", status_code=201)
def invite_to_workspace(body: WorkspaceInvite, owner=Depends(current_workspace_owner)):
    if body.role not in ROLES:
        raise HTTPException(status_code=400, detail="unknown role")

    token = "".join(_rng.choice(ALPHABET) for _ in range(40))
    invites.save(
        token=token,
        workspace_id=owner.workspace_id,
        email=body.email,
        role=body.role,
        expires_at=datetime.now(timezone.utc) + timedelta(days=7),
    )
    send_invite(body.email, f"https://app.example.com/join/{token}")
    return {"email": body.email, "role": body.role}
