import secrets
from datetime import datetime, timedelta, timezone

from fastapi import APIRouter, Depends, HTTPException, status
from pydantic import BaseModel, EmailStr
from sqlalchemy.orm import Session

from .auth import get_current_user
from .database import get_session
from .email import send_invite_email
from .models import Invitation, Team

router = APIRouter(prefix="/teams", tags=["teams"])

INVITE_TTL = timedelta(days=7)


class InviteCreate(BaseModel):
    email: EmailStr
    role: str = "member"


class InviteCreated(BaseModel):
    id: int
    email: EmailStr
    expires_at: datetime


@router.post("/{team_id}/invites", response_model=InviteCreated, status_code=status.HTTP_201_CREATED)
def create_invite(
    team_id: int,
    body: InviteCreate,
    session: Session = Depends(get_session),
    user=Depends(get_current_user),
):
    team = session.get(Team, team_id)
    if team is None or not team.is_admin(user):
        raise HTTPException(status_code=404, detail="team not found")
    if body.role not in ("member", "admin", "viewer"):
        raise HTTPException(status_code=422, detail="unknown role")

    token = secrets.token_urlsafe(32)
    invite = Invitation(
        team_id=team.id,
        email=body.email,
        role=body.role,
        token=token,
        invited_by=user.id,
        expires_at=datetime.now(timezone.utc) + INVITE_TTL,
    )
    session.add(invite)
    session.commit()
    send_invite_email(body.email, team.name, f"https://app.example.com/join/{token}")
    return InviteCreated(id=invite.id, email=invite.email, expires_at=invite.expires_at)
