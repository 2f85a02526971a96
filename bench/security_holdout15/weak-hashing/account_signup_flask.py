import hashlib
import os

from flask import Blueprint, jsonify, request
from flask.views import MethodView

accounts_bp = Blueprint("accounts", __name__)


class UserRepository:
    users = {}

    def add(self, email, password):
        salt = os.urandom(16)
        digest = hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, 600_000)
        self.users[email] = {"email": email, "salt": salt.hex(), "password": digest.hex()}


class SignupView(MethodView):
    repo = UserRepository()

    def post(self):
        data = request.get_json()
        if data["email"] in self.repo.users:
            return jsonify({"error": "exists"}), 409
        self.repo.add(data["email"], data["password"])
        return jsonify({"created": data["email"]}), 201


accounts_bp.add_url_rule("/signup", view_func=SignupView.as_view("signup"))
