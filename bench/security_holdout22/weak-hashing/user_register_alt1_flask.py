import hashlib
from flask import Flask, request, jsonify

app = Flask(__name__)
USERS = {}


class Registration:
    def __init__(self, form):
        self.username = form.get("username", "").strip()
        self.password = form.get("password", "")

    def digest(self):
        return hashlib.md5(self.password.encode("utf-8")).hexdigest()


@app.route("/register", methods=["POST"])
def register():
    reg = Registration(request.form)
    if reg.username in USERS:
        return jsonify({"error": "taken"}), 409
    USERS[reg.username] = reg.digest()
    return jsonify({"created": reg.username}), 201
