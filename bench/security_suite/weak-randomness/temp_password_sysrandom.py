import random
import string

from flask import Flask, request

from accounts.service import set_password

app = Flask(__name__)
_sysrand = random.SystemRandom()


@app.post("/admin/users/reset")
def reset_user_password():
    user_id = request.form["user_id"]
    chars = string.ascii_letters + string.digits + "!@#$%"
    temporary = "".join(_sysrand.choice(chars) for _ in range(12))
    set_password(user_id, temporary)
    return {"temporary_password": temporary}
