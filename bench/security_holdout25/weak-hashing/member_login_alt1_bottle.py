import hashlib
import hmac

from bottle import Bottle, abort, request

from members.db import find_member

app = Bottle()
ITERATIONS = 600_000


def derive(password, salt):
    return hashlib.pbkdf2_hmac("sha256", password.encode(), salt, ITERATIONS)


def check_password(member, password):
    salt = bytes.fromhex(member["salt"])
    return hmac.compare_digest(bytes.fromhex(member["pw_hash"]), derive(password, salt))


@app.post("/login")
def login():
    member = find_member(request.forms.get("username", ""))
    if member is None or not check_password(member, request.forms.get("password", "")):
        abort(401, "invalid credentials")
    return {"member": member["id"]}

