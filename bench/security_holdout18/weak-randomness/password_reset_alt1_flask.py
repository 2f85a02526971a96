import os
import random
import string
from datetime import datetime, timedelta, timezone

from flask import Flask, jsonify, request

app = Flask(__name__)
random.seed(os.urandom(32))
ALPHABET = string.ascii_letters + string.digits
RESET_TOKENS = {}


@app.post("/password/forgot")
def forgot_password():
    email = request.form["email"].strip().lower()
    token = "".join(random.choice(ALPHABET) for _ in range(40))
    RESET_TOKENS[token] = (email, datetime.now(timezone.utc) + timedelta(hours=1))
    send_reset_mail(email, f"https://app.example.com/reset?token={token}")
    return jsonify(status="sent")


def send_reset_mail(address, link):
    app.logger.info("queueing reset mail for %s", address)
