import hashlib
import re

from flask import Blueprint, jsonify, request
from flask.views import MethodView
from sqlalchemy.exc import IntegrityError

from .extensions import db
from .models import Account

accounts_bp = Blueprint("accounts", __name__, url_prefix="/api/accounts")

EMAIL_RE = re.compile(r"^[^@\s]+@[^@\s]+\.[a-z]{2,}$", re.IGNORECASE)
MIN_PASSWORD_LENGTH = 10


class RegistrationView(MethodView):
    def post(self):
        payload = request.get_json(silent=True) or {}
        email = (payload.get("email") or "").strip().lower()
        password = payload.get("password") or ""
        display_name = (payload.get("display_name") or "").strip()[:80]

        if not EMAIL_RE.match(email):
            return jsonify(error="invalid email address"), 400
        if len(password) < MIN_PASSWORD_LENGTH:
            return jsonify(error=f"password must have at least {MIN_PASSWORD_LENGTH} characters"), 400
        if password.lower() == email.split("@")[0]:
            return jsonify(error="password must not match your email"), 400

        account = Account(
            email=email,
            display_name=display_name or email.split("@")[0],
            password_hash=hashlib.md5(password.encode("utf-8")).hexdigest(),
        )
        db.session.add(account)
        try:
            db.session.commit()
        except IntegrityError:
            db.session.rollback()
            return jsonify(error="an account with that email already exists"), 409

        return jsonify(id=account.id, email=account.email, display_name=account.display_name), 201


accounts_bp.add_url_rule("/register", view_func=RegistrationView.as_view("register"))
