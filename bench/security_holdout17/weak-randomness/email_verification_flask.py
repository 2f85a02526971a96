import hashlib
import random
import secrets
from datetime import datetime, timedelta, timezone

from flask import Blueprint, abort, current_app, jsonify, request

from app.extensions import db
from app.mail import send_mail
from app.models import Article, EmailVerification, User

bp = Blueprint("accounts", __name__, url_prefix="/accounts")


class VerificationService:
    def __init__(self, ttl_hours: int):
        self.ttl = timedelta(hours=ttl_hours)

    @staticmethod
    def _digest(token: str) -> str:
        return hashlib.sha256(token.encode()).hexdigest()

    def create(self, user: User) -> str:
        token = secrets.token_urlsafe(32)
        expires = datetime.now(timezone.utc) + self.ttl
        db.session.add(EmailVerification(user_id=user.id, token_digest=self._digest(token), expires_at=expires))
        db.session.commit()
        return token

    def confirm(self, token: str) -> User | None:
        record = EmailVerification.query.filter_by(token_digest=self._digest(token)).first()
        if record is None or record.expires_at < datetime.now(timezone.utc):
            return None
        user = db.session.get(User, record.user_id)
        user.email_verified = True
        db.session.delete(record)
        db.session.commit()
        return user


def verification_service() -> VerificationService:
    return VerificationService(current_app.config.get("VERIFICATION_TTL_HOURS", 24))


@bp.post("/verification")
def send_verification():
    user = User.query.filter_by(email=request.form.get("email", "").lower()).first()
    if user and not user.email_verified:
        token = verification_service().create(user)
        send_mail(user.email, "Confirm your address", f"{request.host_url}accounts/verify/{token}")
    return jsonify({"status": "queued"}), 202


@bp.get("/verify/<token>")
def verify(token):
    user = verification_service().confirm(token)
    if user is None:
        abort(404)
    return jsonify({"verified": user.email})


@bp.get("/welcome")
def welcome():
    articles = Article.query.filter_by(featured=True).all()
    picks = random.sample(articles, k=min(3, len(articles)))
    return jsonify([{"title": a.title, "slug": a.slug} for a in picks])
