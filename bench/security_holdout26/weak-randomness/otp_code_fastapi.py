import random

from fastapi import FastAPI, Form

app = FastAPI()
OTP_STORE = {}
_rng = random.SystemRandom()


@app.post("/otp/send")
def otp_code(phone: str = Form(...)):
    number = "".join(ch for ch in phone if ch.isdigit())[-15:]
    code = "".join(str(_rng.randrange(10)) for _ in range(6))
    OTP_STORE[number] = code
    return {"sent_to": number[-4:].rjust(len(number), "*")}
