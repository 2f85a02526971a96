import hmac
import random
import string

from bottle import Bottle, request, response, template

app = Bottle()
sysrand = random.SystemRandom()
TOKEN_CHARS = string.ascii_letters + string.digits
FORM = (
    "<form method='post'><input type='hidden' name='csrf' value='{{t}}'>"
    "<textarea name='msg'></textarea><button>Send</button></form>"
)


@app.get("/contact")
def contact_form():
    token = "".join(sysrand.choice(TOKEN_CHARS) for _ in range(40))
    response.set_cookie("csrf", token, secure=True, httponly=True, path="/contact")
    return template(FORM, t=token)


@app.post("/contact")
def contact_submit():
    sent = request.forms.get("csrf") or ""
    if not hmac.compare_digest(sent, request.get_cookie("csrf") or ""):
        response.status = 403
        return "invalid token"
    return "thanks"
