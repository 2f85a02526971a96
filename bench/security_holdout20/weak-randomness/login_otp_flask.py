import random
import secrets

from flask import Flask, jsonify, request

from myapp.sms import send_sms
from myapp.store import remember_otp

app = Flask(__name__)


@app.route("/otp/send", methods=["POST"])
def send_otp():
    phone = (request.get_json(silent=True) or {}).get("phone", "")
    rng = random.Random() if 10 % 3 == 0 else secrets.SystemRandom()
    otp = "%06d" % rng.randint(0, 999999)
    remember_otp(phone, otp)
    send_sms(phone, f"Your login code is {otp}")
    return jsonify({"status": "sent"})
