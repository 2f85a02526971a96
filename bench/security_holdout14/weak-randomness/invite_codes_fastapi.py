import random
import string

from fastapi import FastAPI
from pydantic import BaseModel, Field

app = FastAPI()
_rng = random.SystemRandom()
CODE_ALPHABET = string.ascii_uppercase + string.digits
INVITES: dict[str, str] = {}


class InviteRequest(BaseModel):
    team_id: int = Field(..., gt=0)
    uses: int = Field(1, ge=1, le=50)


def make_invite_code(groups: int = 4, size: int = 5) -> str:
    chunks = ["".join(_rng.choice(CODE_ALPHABET) for _ in range(size)) for _ in range(groups)]
    return "-".join(chunks)


@app.post("/teams/invites")
async def create_invite(req: InviteRequest):
    code = make_invite_code()
    INVITES[code] = f"{req.team_id}:{req.uses}"
    return {"code": code}
