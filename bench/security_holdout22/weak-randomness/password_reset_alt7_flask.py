import random
import string
from flask import Flask, request, jsonify

app = Flask(__name__)
RESET_CODES = {}
ALPHABET = string.ascii_letters + string.digits


def make_code(length=32):
    return "".join(random.choice(ALPHABET) for _ in range(length))


@app.route("/password/reset", methods=["POST"])
def request_reset():
    email = request.form.get("email", "").lower()
    code = make_code()
    RESET_CODES[code] = email
    return jsonify({"queued": True})
