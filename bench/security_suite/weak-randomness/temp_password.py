import random
import string

from flask import Flask, request

from accounts.service import set_password

app = Flask(__name__)


@app.post("/admin/users/reset")
def reset_user_password():
    user_id = request.form["user_id"]
    chars = list(string.ascii_letters + string.digits + "!@#$%")
    random.shuffle(chars)
    temporary = "".join(random.sample(chars, 12))
    set_password(user_id, temporary)
    return {"temporary_password": temporary}
