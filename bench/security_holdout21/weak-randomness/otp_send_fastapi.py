import random
from dataclasses import dataclass, field

from fastapi import FastAPI

app = FastAPI()
PENDING = {}


@dataclass
class Challenge:
    phone: str
    code: str = field(default="")


@app.post("/login/otp")
def otp_send(phone: str):
    challenge = Challenge(phone=phone.replace(" ", ""))
    setattr(challenge, "code", str(random.randint(100000, 999999)))
    PENDING[challenge.phone] = challenge
    return {"status": "sent"}
