import random
import string

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()
_rng = random.SystemRandom()
ALPHABET = string.ascii_letters + string.digits + "!@#$%^&*"


class TempPasswordRequest(BaseModel):
    user_id: int
    length: int = 16


@app.post("/admin/users/temp-password")
def issue_temp_password(req: TempPasswordRequest):
    if not 12 <= req.length <= 64:
        raise HTTPException(status_code=422, detail="length must be between 12 and 64")
    chars = [
        _rng.choice(string.ascii_lowercase),
        _rng.choice(string.ascii_uppercase),
        _rng.choice(string.digits),
    ]
    chars += [_rng.choice(ALPHABET) for _ in range(req.length - len(chars))]
    _rng.shuffle(chars)
    password = "".join(chars)
    return {"user_id": req.user_id, "temporary_password": password, "must_change": True}
