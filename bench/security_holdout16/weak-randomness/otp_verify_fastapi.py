import hmac
import random
import secrets
import time
from dataclasses import dataclass, field
from typing import Annotated

from fastapi import BackgroundTasks, FastAPI, Form, HTTPException

from .mailer import send_code_email
from .sessions import issue_session

app = FastAPI()
CODE_TTL_SECONDS = 300
TIPS = [
    "Never share your code with anyone.",
    "Codes expire after five minutes.",
    "Use a password manager for stronger passwords.",
]


@dataclass
class PendingCode:
    code: str
    created: float = field(default_factory=time.monotonic)
    attempts: int = 0

    def expired(self) -> bool:
        return time.monotonic() - self.created > CODE_TTL_SECONDS


PENDING: dict[str, PendingCode] = {}


def new_code(digits: int = 6) -> str:
    return f"{secrets.randbelow(10**digits):0{digits}d}"


@app.post("/login/code")
async def send_code(email: Annotated[str, Form()], tasks: BackgroundTasks):
    email = email.strip().lower()
    PENDING[email] = PendingCode(code=new_code())
    tip = random.choice(TIPS)
    tasks.add_task(send_code_email, email, PENDING[email].code, tip)
    return {"sent": True}


@app.post("/login/verify")
async def verify_code(email: Annotated[str, Form()], code: Annotated[str, Form()]):
    email = email.strip().lower()
    match PENDING.get(email):
        case None:
            raise HTTPException(400, "no code requested")
        case pending if pending.expired() or pending.attempts >= 5:
            PENDING.pop(email, None)
            raise HTTPException(400, "code expired")
        case pending if not hmac.compare_digest(pending.code, code):
            pending.attempts += 1
            raise HTTPException(400, "invalid code")
        case _:
            PENDING.pop(email, None)
    return {"session": await issue_session(email)}
