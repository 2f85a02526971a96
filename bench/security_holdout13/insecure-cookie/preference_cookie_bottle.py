import secrets

from bottle import Bottle, request, response

app = Bottle()
SESSIONS = {}


@app.post("/login")
def login():
    fields = {"user": request.forms.get("user", ""), "lang": request.forms.get("lang", "en")}
    sid = secrets.token_hex(32)
    SESSIONS[sid] = fields
    lifetime = 7 * 86400 if request.forms.get("remember") else None
    response.set_cookie("sid", sid, max_age=lifetime, path="/", secure=True, httponly=True, samesite="strict")
    return {"ok": True}
