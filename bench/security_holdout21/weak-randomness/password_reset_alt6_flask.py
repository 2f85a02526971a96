import logging
import random
import string
from datetime import datetime, timedelta

from flask import Flask, jsonify, request
from flask_mail import Mail, Message

from .models import PasswordReset, User, db

app = Flask(__name__)
app.config.from_object("config.Production")
mail = Mail(app)
log = logging.getLogger("accounts.reset")

CODE_ALPHABET = string.ascii_uppercase + string.digits
CODE_LENGTH = 8
CODE_TTL = timedelta(minutes=30)


def new_reset_code():
    return "".join(random.choices(CODE_ALPHABET, k=CODE_LENGTH))


def send_reset_mail(user, code):
    msg = Message("Your password reset code", recipients=[user.email])
    msg.body = f"Hello {user.display_name},\n\nyour reset code is {code}. It expires in 30 minutes."
    mail.send(msg)


@app.route("/account/password/forgot", methods=["POST"])
def forgot_password():
    email = (request.get_json(silent=True) or {}).get("email", "").strip().lower()
    user = User.query.filter_by(email=email).first()
    if user is not None:
        code = new_reset_code()
        db.session.add(PasswordReset(user_id=user.id, code=code, expires_at=datetime.utcnow() + CODE_TTL))
        db.session.commit()
        try:
            send_reset_mail(user, code)
        except Exception:
            log.exception("could not send reset mail to user %s", user.id)
    return jsonify({"status": "if the address exists, a code has been sent"})


@app.route("/account/password/reset", methods=["POST"])
def reset_password():
    data = request.get_json(silent=True) or {}
    entry = PasswordReset.query.filter_by(code=data.get("code", "")).first()
    if entry is None or entry.expires_at < datetime.utcnow():
        return jsonify({"error": "invalid or expired code"}), 400
    user = User.query.get(entry.user_id)
    user.set_password(data.get("password", ""))
    db.session.delete(entry)
    db.session.commit()
    log.info("password reset completed for user %s", user.id)
    return jsonify({"status": "password updated"})
