import hashlib
import re

from flask import Blueprint, Flask, jsonify, request, session
from sqlalchemy.exc import IntegrityError
from werkzeug.security import check_password_hash, generate_password_hash

from .extensions import db
from .models import Account

accounts = Blueprint("accounts", __name__, url_prefix="/accounts")

EMAIL_RE = re.compile(r"^[^@\s]+@[^@\s]+\.[a-z]{2,}$", re.I)


def gravatar_url(email, size=80):
    digest = hashlib.md5(email.strip().lower().encode("utf-8")).hexdigest()
    return f"https://www.gravatar.com/avatar/{digest}?s={size}&d=identicon"


@accounts.post("/register")
def register():
    data = request.get_json(silent=True) or {}
    email = data.get("email", "").strip().lower()
    password = data.get("password", "")
    if not EMAIL_RE.match(email) or len(password) < 8:
        return jsonify(error="invalid email or password too short"), 400
    account = Account(
        email=email,
        display_name=data.get("name", "")[:80],
        password_hash=generate_password_hash(password),
        avatar_url=gravatar_url(email),
    )
    db.session.add(account)
    try:
        db.session.commit()
    except IntegrityError:
        db.session.rollback()
        return jsonify(error="email already registered"), 409
    session["account_id"] = account.id
    return jsonify(id=account.id, avatar=account.avatar_url), 201


@accounts.post("/login")
def login():
    data = request.get_json(silent=True) or {}
    account = Account.query.filter_by(email=data.get("email", "").strip().lower()).first()
    if account is None or not check_password_hash(account.password_hash, data.get("password", "")):
        return jsonify(error="invalid credentials"), 401
    session["account_id"] = account.id
    return jsonify(id=account.id)


def create_app():
    app = Flask(__name__)
    db.init_app(app)
    app.register_blueprint(accounts)
    return app
