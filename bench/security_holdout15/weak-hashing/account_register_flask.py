import hashlib

from flask import Blueprint, jsonify, request
from flask.views import MethodView

accounts_bp = Blueprint("accounts", __name__)


class UserRepository:
    users = {}

    def add(self, email, password):
        digest = hashlib.md5(password.encode("utf-8")).hexdigest()
        self.users[email] = {"email": email, "password": digest}


class RegisterView(MethodView):
    repo = UserRepository()

    def post(self):
        data = request.get_json()
        if data["email"] in self.repo.users:
            return jsonify({"error": "exists"}), 409
        self.repo.add(data["email"], data["password"])
        return jsonify({"created": data["email"]}), 201


accounts_bp.add_url_rule("/register", view_func=RegisterView.as_view("register"))
