import random
import time

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()
PENDING_CODES = {}
CODE_TTL = 300


class LoginStart(BaseModel):
    phone: str


@app.post("/login/otp")
def send_otp(body: LoginStart):
    if not body.phone.startswith("+"):
        raise HTTPException(status_code=400, detail="use international format")
    code = "{:06d}".format(random.randint(0, 999999))
    PENDING_CODES[body.phone] = (code, time.time() + CODE_TTL)
    return {"sent": True, "expires_in": CODE_TTL}
