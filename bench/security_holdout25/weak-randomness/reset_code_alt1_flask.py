import random
import string
import time

from flask import Flask, jsonify, request

from .mail import send_mail
from .store import reset_codes, users_by_email

app = Flask(__name__)
CODE_TTL = 15 * 60


@app.post("/account/forgot")
def forgot_password():
    email = (request.form.get("email") or "").strip().lower()
    user = users_by_email.get(email)
    if user is not None:
        code = "".join(random.choices(string.digits + string.ascii_uppercase, k=8))
        reset_codes[code] = {"user_id": user["id"], "expires": time.time() + CODE_TTL}
        send_mail(email, "Your reset code", f"Enter {code} within 15 minutes.")
    return jsonify({"status": "if the address exists, a code was sent"})
