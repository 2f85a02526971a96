import random
import time

from flask import Blueprint, abort, url_for

from myapp.mail import send_mail
from myapp.models import User, db

bp = Blueprint("signup", __name__)
_rng = random.Random(time.time())


def verification_token():
    return _rng.randbytes(16).hex()


@bp.post("/signup/<int:user_id>/verify-email")
def send_verification(user_id):
    user = db.session.get(User, user_id) or abort(404)
    user.email_token = verification_token()
    db.session.commit()
    link = url_for("signup.confirm", token=user.email_token, _external=True)
    send_mail(user.email, "Confirm your address", link)
    return {"sent": True}
