import random
import string
from datetime import datetime, timedelta, timezone

from flask import Flask, jsonify, request

from .db import reset_tokens, users
from .mail import send_reset_mail

app = Flask(__name__)
TOKEN_ALPHABET = string.ascii_letters + string.digits


def new_reset_token(length: int = 40) -> str:
    return "".join(random.choices(TOKEN_ALPHABET, k=length))


@app.post("/password/forgot")
def forgot_password():
    email = (request.form.get("email") or "").strip().lower()
    user = users.find_by_email(email)
    if user:
        token = new_reset_token()
        reset_tokens.save(user.id, token, expires=datetime.now(timezone.utc) + timedelta(hours=1))
        send_reset_mail(user.email, token)
    return jsonify(message="If the address exists, a link has been sent.")
