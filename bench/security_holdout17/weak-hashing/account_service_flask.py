import hashlib
import hmac

from flask import Blueprint, current_app, jsonify, request, session
from sqlalchemy.exc import IntegrityError

from app.extensions import db
from app.models import Account

bp = Blueprint("accounts_api", __name__, url_prefix="/api/accounts")


class AccountService:
    def __init__(self, pepper: str):
        self.pepper = pepper

    def _hash(self, password: str) -> str:
        return hashlib.sha256((password + self.pepper).encode("utf-8")).hexdigest()

    def register(self, email: str, password: str) -> Account:
        account = Account(email=email.lower(), password_hash=self._hash(password))
        db.session.add(account)
        db.session.commit()
        return account

    def authenticate(self, email: str, password: str) -> Account | None:
        account = Account.query.filter_by(email=email.lower()).first()
        if account and hmac.compare_digest(account.password_hash, self._hash(password)):
            return account
        return None


def account_service() -> AccountService:
    return AccountService(current_app.config["PASSWORD_PEPPER"])


@bp.post("/")
def register():
    data = request.get_json(force=True)
    if len(data.get("password", "")) < 10:
        return jsonify({"error": "password too short"}), 400
    try:
        account = account_service().register(data["email"], data["password"])
    except IntegrityError:
        db.session.rollback()
        return jsonify({"error": "email already registered"}), 409
    return jsonify({"id": account.id}), 201


@bp.post("/session")
def login():
    data = request.get_json(force=True)
    account = account_service().authenticate(data.get("email", ""), data.get("password", ""))
    if account is None:
        return jsonify({"error": "invalid credentials"}), 401
    session.clear()
    session["account_id"] = account.id
    return jsonify({"id": account.id})


@bp.delete("/session")
def logout():
    session.clear()
    return "", 204


@bp.get("/me")
def me():
    account_id = session.get("account_id")
    if account_id is None:
        return jsonify({"error": "not signed in"}), 401
    account = db.session.get(Account, account_id)
    return jsonify({"id": account.id, "email": account.email})
