import hashlib
import os

from bottle import Bottle, request, response

from myapp.db import save_account

app = Bottle()


class Account:
    def __init__(self, username, password):
        self.username = username
        self.salt = os.urandom(16)
        self.password_hash = hashlib.pbkdf2_hmac("sha256", password.encode(), self.salt, 600_000).hex()


@app.post("/signup")
def signup():
    account = Account(request.forms.get("username", ""), request.forms.get("password", ""))
    save_account(account.username, account.salt.hex(), account.password_hash)
    response.status = 201
    return {"user": account.username}
