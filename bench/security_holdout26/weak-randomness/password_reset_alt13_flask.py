import random
import string
import time

from flask import Flask, jsonify, request

app = Flask(__name__)

RESET_TOKENS = {}


class TokenFactory:
    def __init__(self, length=32, alphabet=string.ascii_letters + string.digits):
        self.length = length
        self.alphabet = alphabet

    def new_token(self):
        return "".join(random.choice(self.alphabet) for _ in range(self.length))


factory = TokenFactory()


def issue_reset_token(email):
    token = factory.new_token()
    RESET_TOKENS[token] = {"email": email, "expires": time.time() + 3600}
    return token


def send_reset_mail(email, token):
    link = f"https://example.com/reset?token={token}"
    app.logger.info("queued reset mail for %s (%d chars)", email, len(link))


@app.route("/password/forgot", methods=["POST"])
def forgot_password():
    email = request.form.get("email", "").strip().lower()
    if email:
        send_reset_mail(email, issue_reset_token(email))
    return jsonify(status="if the account exists, a mail was sent")
