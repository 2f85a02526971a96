import secrets

from bottle import Bottle, HTTPError, request, response

from auth import verify_credentials

app = Bottle()
TOKENS = {}


@app.post("/auth")
def auth():
    user = request.forms.get("user", "")
    if not verify_credentials(user, request.forms.get("password", "")):
        raise HTTPError(401, "invalid credentials")
    token = secrets.token_urlsafe(32)
    TOKENS[token] = user
    response.set_cookie("session", token, secure=True, httponly=True, samesite="lax", path="/")
    return {"user": user}
