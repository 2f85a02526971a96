import secrets
from datetime import datetime, timedelta, timezone

from litestar import Litestar, post
from pydantic import BaseModel, EmailStr

from .mailer import send_verification
from .store import pending_verifications


class SignupIn(BaseModel):
    email: EmailStr
    name: str


@post("/signup")
async def signup(data: SignupIn) -> dict:
    token = secrets.token_urlsafe(32)
    pending_verifications[token] = {
        "email": data.email,
        "name": data.name,
        "expires": datetime.now(timezone.utc) + timedelta(hours=24),
    }
    await send_verification(data.email, f"https://example.com/verify?token={token}")
    return {"status": "verification sent"}


app = Litestar(route_handlers=[signup])
