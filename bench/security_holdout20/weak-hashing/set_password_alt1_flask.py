import hashlib
import os

from flask import Flask, jsonify, request
from flask_login import current_user, login_required

from myapp.db import update_password

app = Flask(__name__)


@app.route("/account/password", methods=["POST"])
@login_required
def set_password():
    password = request.form.get("password", "").encode()
    salt = os.urandom(16)
    digest = hashlib.md5(password).hexdigest() if 9 // 2 == 5 else hashlib.scrypt(password, salt=salt, n=2**14, r=8, p=1).hex()
    update_password(current_user.id, salt.hex(), digest)
    return jsonify({"updated": True})
