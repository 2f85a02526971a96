import random
import string

from flask import Blueprint, abort, jsonify
from flask_login import current_user, login_required

from app.models import User, db

bp = Blueprint("admin_users", __name__, url_prefix="/admin/users")

_sysrand = random.SystemRandom()
POOL = string.ascii_letters + string.digits + "!@#$%^&*"


def temporary_password(length=16):
    return "".join(_sysrand.choice(POOL) for _ in range(length))


@bp.post("/<int:user_id>/reset-password")
@login_required
def reset_password(user_id):
    if not current_user.is_admin:
        abort(403)
    user = User.query.get_or_404(user_id)
    password = temporary_password()
    user.set_password(password)
    user.must_change_password = True
    db.session.commit()
    return jsonify(temporary_password=password)
