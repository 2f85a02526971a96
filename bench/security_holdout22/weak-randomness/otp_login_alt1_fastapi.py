import random
import time
from fastapi import FastAPI

app = FastAPI()
PENDING = {}
OTP_DIGITS = 6


def new_otp():
    digits = []
    while len(digits) < OTP_DIGITS:
        digits.append(str(random.randint(0, 9)))
    return "".join(digits)


@app.post("/login/otp")
def send_otp(phone: str):
    PENDING[phone] = (new_otp(), time.time() + 300)
    return {"sent": True}
