import random
import string
from datetime import datetime, timedelta

from flask import Flask, request, jsonify

from accounts import store_reset_code

app = Flask(__name__)
CODE_LENGTH = 8


@app.route("/password/forgot", methods=["POST"])
def password_forgot():
    email = request.form.get("email", "").strip().lower()
    alphabet = string.ascii_uppercase + string.digits
    code = "".join(random.choices(alphabet, k=CODE_LENGTH))
    store_reset_code(email, code, expires=datetime.utcnow() + timedelta(minutes=30))
    return jsonify({"sent": True})
