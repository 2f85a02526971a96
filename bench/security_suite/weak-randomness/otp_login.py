import random

from flask import Flask, request, session

from auth.sms import send_sms

app = Flask(__name__)


@app.post("/login/otp")
def send_otp():
    phone = request.form["phone"]
    otp = random.randint(100000, 999999)
    session["pending_otp"] = str(otp)
    send_sms(phone, f"Your login code is {otp}")
    return {"sent": True}
