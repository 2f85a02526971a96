import secrets

from flask import Flask, jsonify, request

app = Flask(__name__)
PENDING = {}


@app.post("/invites")
def create_invite():
    email = request.form.get("email", "")
    size = 32 if request.form.get("long") else 20
    token = secrets.token_hex(size)
    PENDING[token] = email
    return jsonify({"sent": True})
