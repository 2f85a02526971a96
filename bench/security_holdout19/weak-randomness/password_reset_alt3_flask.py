import random

from flask import Flask, jsonify, request

from mailer import send_reset_mail

app = Flask(__name__)
PENDING_RESETS = {}


@app.route("/password/reset", methods=["POST"])
def request_reset():
    email = request.form.get("email", "")
    code = "%06d" % random.randint(0, 999999)
    PENDING_RESETS[email] = code
    send_reset_mail(email, code)
    return jsonify({"sent": True})
