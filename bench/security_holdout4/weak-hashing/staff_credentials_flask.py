import hashlib
import hmac
import os

from flask import Flask, abort, jsonify, request

from backoffice.models import StaffUser, db

app = Flask(__name__)
ITERATIONS = 600_000


def derive(password, salt):
    return hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, ITERATIONS)


@app.route("/staff/password", methods=["PUT"])
def set_staff_password():
    body = request.get_json() or {}
    user = StaffUser.query.get_or_404(body.get("staff_id"))
    if not hmac.compare_digest(derive(body.get("current", ""), user.salt), user.password_hash):
        abort(403)
    new_password = body.get("new", "")
    if len(new_password) < 12:
        abort(422, "password too short")
    user.salt = os.urandom(16)
    user.password_hash = derive(new_password, user.salt)
    db.session.commit()
    return jsonify({"updated": True})
