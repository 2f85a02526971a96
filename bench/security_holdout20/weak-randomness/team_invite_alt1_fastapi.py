import uuid
from datetime import datetime, timedelta, timezone

from fastapi import Depends, FastAPI, HTTPException
from pydantic import BaseModel, EmailStr

from app.auth import current_team_admin
from app.mail import send_invite
from app.store import invites

app = FastAPI()
ROLES = {"viewer", "editor", "admin"}


class InviteRequest(BaseModel):
    email: EmailStr
    role: str = "viewer"


@app.post("/team/invites", status_code=201)
def create_invite(body: InviteRequest, admin=Depends(current_team_admin)):
    if body.role not in ROLES:
        raise HTTPException(status_code=400, detail="unknown role")

    token = uuid.uuid1().hex
    invites.save(
        token=token,
        team_id=admin.team_id,
        email=body.email,
        role=body.role,
        expires_at=datetime.now(timezone.utc) + timedelta(days=7),
    )
    send_invite(body.email, f"https://app.example.com/join/{token}")
    return {"email": body.email, "role": body.role}
