import secrets
import string

from flask import Flask, abort, jsonify, request

app = Flask(__name__)
ALPHABET = string.ascii_letters + string.digits + "!@#$%^&*"
USERS = {"alice": {"must_reset": False}, "bob": {"must_reset": False}}


@app.route("/admin/users/<username>/temp-password", methods=["POST"])
def issue_temp_password(username):
    if username not in USERS:
        abort(404)
    try:
        length = int(request.args.get("length", 16))
    except ValueError:
        length = 16
    length = max(12, min(length, 64))
    temp_password = "".join(secrets.choice(ALPHABET) for _ in range(length))
    USERS[username]["must_reset"] = True
    return jsonify({"username": username, "temporary_password": temp_password})
