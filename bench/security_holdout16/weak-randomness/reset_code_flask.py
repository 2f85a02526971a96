import os
import random
import string
import time

from flask import Flask, jsonify, request

app = Flask(__name__)
rng = random.Random(os.urandom(32))
PENDING = {}
ALPHABET = string.ascii_uppercase + string.digits


def make_code(length=8):
    return "".join(rng.choice(ALPHABET) for _ in range(length))


def send_mail(address, subject, text):
    app.logger.info("queued mail to %s: %s", address, subject)


@app.route("/password/forgot", methods=["POST"])
def forgot():
    email = request.form.get("email", "").strip().lower()
    code = make_code()
    PENDING[email] = (code, time.time() + 900)
    send_mail(email, "Your reset code", f"Use {code} within 15 minutes.")
    return jsonify({"sent": True})
