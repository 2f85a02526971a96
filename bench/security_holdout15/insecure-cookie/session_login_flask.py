import secrets

from flask import Blueprint, jsonify, make_response, request
from flask.views import MethodView

from .auth import check_credentials

auth_bp = Blueprint("auth", __name__)


class SessionManager:
    sessions = {}

    def open(self, user_id):
        sid = secrets.token_urlsafe(32)
        self.sessions[sid] = user_id
        return sid


class LoginView(MethodView):
    manager = SessionManager()

    def post(self):
        user_id = check_credentials(request.form["username"], request.form["password"])
        if user_id is None:
            return jsonify({"error": "invalid"}), 401
        resp = make_response(jsonify({"ok": True}))
        resp.set_cookie("sid", self.manager.open(user_id), max_age=3600)
        return resp


auth_bp.add_url_rule("/login", view_func=LoginView.as_view("login"))
