import random
from datetime import datetime, timedelta

from flask import Flask, request, jsonify

app = Flask(__name__)
RESET_CODES = {}


def make_code(length=6):
    return "".join(str(random.randint(0, 9)) for _ in range(length))


@app.route("/password/forgot", methods=["POST"])
def forgot():
    email = request.form["email"]
    code = make_code()
    RESET_CODES[email] = (code, datetime.utcnow() + timedelta(minutes=15))
    # mail delivery is handled by the outbox worker
    return jsonify(sent=True)
