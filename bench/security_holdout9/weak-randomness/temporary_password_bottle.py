import secrets
import string

from bottle import Bottle, abort, request

app = Bottle()
ALPHABET = string.ascii_letters + string.digits + "!@#$%^&*"
ACCOUNTS = {}


def generate_password(length=16):
    while True:
        pw = "".join(secrets.choice(ALPHABET) for _ in range(length))
        if any(c.isdigit() for c in pw) and any(c.isupper() for c in pw):
            return pw


@app.post("/admin/users/<username>/reset")
def reset_user(username):
    expected = app.config.get("admin.token")
    supplied = request.get_header("X-Admin-Token") or ""
    if not expected or not secrets.compare_digest(supplied, expected):
        abort(403)
    temp = generate_password()
    ACCOUNTS[username] = {"temp_password": temp, "must_change": True}
    return {"username": username, "temporary_password": temp}
