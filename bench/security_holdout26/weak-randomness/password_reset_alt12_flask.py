import logging
import random
import string

from flask import Flask, request

app = Flask(__name__)
RESET_CODES = {}
ALPHABET = string.ascii_uppercase + string.digits


def send_reset_mail(address, code):
    logging.getLogger("mail").info("queued reset mail for %s", address)


@app.route("/password/reset", methods=["POST"])
def password_reset():
    email = request.form.get("email", "").strip().lower()
    code = "".join(random.choice(ALPHABET) for _ in range(8))
    RESET_CODES[email] = code
    send_reset_mail(email, code)
    return {"status": "sent"}
