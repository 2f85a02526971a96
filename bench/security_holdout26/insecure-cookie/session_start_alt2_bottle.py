import secrets

from bottle import Bottle, request, response

app = Bottle()
SESSIONS = {}


@app.post("/session")
def session_start():
    account = request.forms.get("account", "").strip()
    if not account:
        response.status = 400
        return {"error": "missing account"}
    sid = secrets.token_hex(32)
    SESSIONS[sid] = account
    response.set_cookie("sid", sid, max_age=1800, path="/", secure=True, httponly=True, samesite="strict")
    return {"account": account}
