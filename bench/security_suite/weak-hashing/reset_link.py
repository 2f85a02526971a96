import hashlib
import time

from flask import Flask, request, url_for

from accounts.db import find_user_by_email

app = Flask(__name__)


@app.post("/password/forgot")
def forgot_password():
    user = find_user_by_email(request.form["email"])
    stamp = str(int(time.time()))
    token = hashlib.sha1((user.email + stamp + user.password_hash).encode()).hexdigest()
    return {"link": url_for("reset_password", token=token, ts=stamp, _external=True)}
