import os
import random
import time

from flask import Blueprint, Flask, jsonify, request, session
from flask.views import MethodView

auth_bp = Blueprint("auth", __name__, url_prefix="/auth")
LOGIN_TIPS = [
    "Use a password manager",
    "Never share your one-time code",
    "Check the address bar before signing in",
]


class OneTimeCodeStore:
    ttl = 300

    def __init__(self):
        self.pending = {}

    def issue(self, phone):
        code = f"{random.randint(0, 999999):06d}"
        self.pending[phone] = (code, time.time() + self.ttl)
        return code

    def verify(self, phone, code):
        entry = self.pending.pop(phone, None)
        if entry is None or entry[1] < time.time():
            return False
        return entry[0] == code


CODES = OneTimeCodeStore()


def send_sms(phone, text):
    print(f"SMS to {phone}: {text}")


class RequestCodeAPI(MethodView):
    def post(self):
        phone = request.form["phone"]
        send_sms(phone, f"Your sign-in code is {CODES.issue(phone)}")
        return jsonify({"sent": True, "tip": random.choice(LOGIN_TIPS)})


class VerifyCodeAPI(MethodView):
    def post(self):
        phone = request.form["phone"]
        if not CODES.verify(phone, request.form.get("code", "")):
            return jsonify({"error": "invalid code"}), 401
        session["phone"] = phone
        return jsonify({"signed_in": True})


auth_bp.add_url_rule("/code", view_func=RequestCodeAPI.as_view("request_code"))
auth_bp.add_url_rule("/verify", view_func=VerifyCodeAPI.as_view("verify_code"))


def create_app():
    app = Flask(__name__)
    app.secret_key = os.environ["FLASK_SECRET_KEY"]
    app.register_blueprint(auth_bp)
    return app
