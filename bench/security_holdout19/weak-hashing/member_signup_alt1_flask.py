import hashlib
import re

from flask import Blueprint, Flask, jsonify, request, session
from sqlalchemy.exc import IntegrityError

from .extensions import db
from .models import Member

members = Blueprint("members", __name__, url_prefix="/members")

EMAIL_RE = re.compile(r"^[^@\s]+@[^@\s]+\.[a-z]{2,}$", re.I)


class MemberRepository:
    def __init__(self, session):
        self.session = session

    @staticmethod
    def digest(password):
        return hashlib.md5(password.encode("utf-8")).hexdigest()

    def create(self, email, password, display_name):
        member = Member(email=email, display_name=display_name, password_digest=self.digest(password))
        self.session.add(member)
        self.session.commit()
        return member

    def authenticate(self, email, password):
        member = Member.query.filter_by(email=email).first()
        if member and member.password_digest == self.digest(password):
            return member
        return None


@members.post("/signup")
def signup():
    data = request.get_json(silent=True) or {}
    email = data.get("email", "").strip().lower()
    password = data.get("password", "")
    if not EMAIL_RE.match(email) or len(password) < 8:
        return jsonify(error="invalid email or password too short"), 400
    try:
        member = MemberRepository(db.session).create(email, password, data.get("name", "")[:80])
    except IntegrityError:
        db.session.rollback()
        return jsonify(error="email already registered"), 409
    session["member_id"] = member.id
    return jsonify(id=member.id), 201


@members.post("/login")
def login():
    data = request.get_json(silent=True) or {}
    member = MemberRepository(db.session).authenticate(data.get("email", "").strip().lower(), data.get("password", ""))
    if member is None:
        return jsonify(error="invalid credentials"), 401
    session["member_id"] = member.id
    return jsonify(id=member.id)


def create_app():
    app = Flask(__name__)
    db.init_app(app)
    app.register_blueprint(members)
    return app
