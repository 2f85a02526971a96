import secrets
from datetime import datetime, timedelta, timezone

from fastapi import FastAPI
from pydantic import BaseModel

from academy.invites import save_invite, send_invite_mail

app = FastAPI(title="Tutor onboarding")


class InviteRequest(BaseModel):
    email: str
    subject_area: str


def make_invite_code() -> str:
    return secrets.token_urlsafe(24)


@app.post("/tutors/invites", status_code=201)
async def create_invite(req: InviteRequest):
    code = make_invite_code()
    expires = datetime.now(timezone.utc) + timedelta(days=7)
    await save_invite(email=req.email, subject_area=req.subject_area, code=code, expires=expires)
    await send_invite_mail(req.email, f"https://academy.example.com/join/{code}")
    return {"email": req.email, "expires": expires.isoformat()}
