import secrets
from flask import Flask, jsonify, request

from auth import verify_credentials, save_session

app = Flask(__name__)


@app.route("/login", methods=["POST"])
def login():
    user = verify_credentials(request.form.get("username", ""), request.form.get("password", ""))
    if user is None:
        return jsonify({"error": "invalid credentials"}), 401
    token = secrets.token_urlsafe(32)
    save_session(token, user.id)
    return jsonify({"token": token})
