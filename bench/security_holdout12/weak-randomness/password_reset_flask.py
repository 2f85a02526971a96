import random
import string
from datetime import datetime, timedelta

from flask import Blueprint, jsonify, request

auth_bp = Blueprint("auth", __name__, url_prefix="/auth")
RESET_TOKENS = {}


class ResetTokenFactory:
    alphabet = string.ascii_letters + string.digits

    def __init__(self, length=32):
        self.length = length

    def new_token(self):
        return "".join(random.choice(self.alphabet) for _ in range(self.length))


@auth_bp.post("/password-reset")
def request_reset():
    email = request.form["email"].lower()
    token = ResetTokenFactory().new_token()
    RESET_TOKENS[token] = (email, datetime.utcnow() + timedelta(hours=1))
    return jsonify({"sent": True})
