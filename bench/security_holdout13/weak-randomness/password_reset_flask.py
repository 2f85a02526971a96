import random
import string
import time

from flask import Flask, jsonify, request

from .mail import send_reset_email
from .users import find_user_by_email, store_reset_token

app = Flask(__name__)
TOKEN_POLICY = {"length": 32, "alphabet": string.ascii_letters + string.digits, "ttl": 3600}


@app.post("/password/forgot")
def forgot_password():
    email = (request.get_json(silent=True) or {}).get("email", "")
    user = find_user_by_email(email)
    if user:
        token = new_reset_token()
        store_reset_token(user.id, token, expires_at=time.time() + TOKEN_POLICY["ttl"])
        send_reset_email(user.email, token)
    return jsonify({"status": "if the account exists, an email was sent"})


def new_reset_token(policy=TOKEN_POLICY):
    return "".join(random.choice(policy["alphabet"]) for _ in range(policy["length"]))
