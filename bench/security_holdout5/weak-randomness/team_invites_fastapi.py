import random
import string

from fastapi import Depends, FastAPI
from pydantic import BaseModel, EmailStr

from .auth import require_admin
from .store import save_invite

app = FastAPI()
_sysrand = random.SystemRandom()
CODE_CHARS = string.ascii_uppercase + string.digits


class InviteRequest(BaseModel):
    email: EmailStr
    team_id: int


def invite_code(length: int = 12) -> str:
    return "".join(_sysrand.choice(CODE_CHARS) for _ in range(length))


@app.post("/admin/invites", status_code=201)
async def create_invite(req: InviteRequest, admin=Depends(require_admin)):
    code = invite_code()
    await save_invite(code=code, email=req.email, team_id=req.team_id, created_by=admin.id)
    return {"email": req.email, "team_id": req.team_id, "code": code}
