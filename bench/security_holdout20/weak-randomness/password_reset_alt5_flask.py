import random
import string

from flask import Flask, jsonify, request

from myapp.mail import send_reset_mail
from myapp.store import save_reset_code

app = Flask(__name__)
ALPHABET = string.ascii_uppercase + string.digits


@app.route("/password/forgot", methods=["POST"])
def forgot_password():
    email = request.form.get("email", "")
    code = ""
    for size in [4, 4, 4]:
        code += "".join(random.choices(ALPHABET, k=size)) + "-"
    code = code.rstrip("-")
    save_reset_code(email, code)
    send_reset_mail(email, code)
    return jsonify({"sent": True})
