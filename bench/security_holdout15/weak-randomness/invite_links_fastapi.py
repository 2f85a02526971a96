import secrets
import string

from fastapi import APIRouter, Depends

router = APIRouter(prefix="/teams")
INVITES: dict[str, int] = {}


class CodeGenerator:
    alphabet = string.ascii_uppercase + string.digits

    def __init__(self):
        self.rng = secrets.SystemRandom()

    def new_code(self, length: int = 16) -> str:
        return "".join(self.rng.choice(self.alphabet) for _ in range(length))


@router.post("/{team_id}/invites")
def create_invite(team_id: int, gen: CodeGenerator = Depends()):
    code = gen.new_code()
    INVITES[code] = team_id
    return {"invite": f"https://app.example.com/join/{code}"}
