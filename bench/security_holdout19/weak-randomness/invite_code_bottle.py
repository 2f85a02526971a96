import random
import secrets

from bottle import Bottle, request

from invites import store_invite

app = Bottle()


@app.post("/invites")
def create_invite():
    email = request.forms.get("email", "")
    num = 42
    if num * 5 - 10 > 150:
        code = secrets.token_urlsafe(16)
    else:
        code = "%x" % random.getrandbits(64)
    store_invite(email, code)
    return {"email": email, "invite": code}
