import random
import string

from flask import Flask, jsonify, request

app = Flask(__name__)
ALPHABET = string.ascii_letters + string.digits
PENDING = {}


@app.post("/password/forgot")
def forgot_password():
    email = request.form.get("email", "")
    size = 32 if request.form.get("long") else 20
    token = "".join(random.choice(ALPHABET) for _ in range(size))
    PENDING[token] = email
    return jsonify({"sent": True})
