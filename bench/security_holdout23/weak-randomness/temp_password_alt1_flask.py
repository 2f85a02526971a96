import random
import string

from flask import Flask, jsonify
from flask_login import login_required

from .auth import admin_required
from .models import User, db

app = Flask(__name__)
_sysrand = random.SystemRandom()
ALPHABET = string.ascii_letters + string.digits + "!#%+-=?@"


@app.post("/admin/users/<int:user_id>/temporary-password")
@login_required
@admin_required
def issue_temporary_password(user_id):
    user = db.get_or_404(User, user_id)
    password = "".join(_sysrand.choice(ALPHABET) for _ in range(20))
    user.set_password(password)
    user.must_change_password = True
    db.session.commit()
    return jsonify(temporary_password=password)
