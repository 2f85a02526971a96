import secrets
from urllib.parse import urlencode

from sanic import Sanic, json, redirect
from sanic.exceptions import Unauthorized

app = Sanic("portal")
app.config.IDP_AUTHORIZE = "https://idp.example.com/oauth2/authorize"
app.config.CLIENT_ID = "portal-web"
app.config.CALLBACK_URL = "https://portal.example.com/sso/callback"

PENDING = {}


@app.get("/sso/start")
async def sso_start(request):
    state = secrets.token_hex(24)
    PENDING[state] = {
        "return_to": request.args.get("return_to", "/home"),
        "nonce": secrets.token_hex(16),
    }
    query = urlencode({
        "client_id": app.config.CLIENT_ID,
        "redirect_uri": app.config.CALLBACK_URL,
        "response_type": "code",
        "scope": "openid profile email",
        "state": state,
        "nonce": PENDING[state]["nonce"],
    })
    return redirect(f"{app.config.IDP_AUTHORIZE}?{query}")


@app.get("/sso/callback")
async def sso_callback(request):
    state = request.args.get("state", "")
    pending = PENDING.pop(state, None)
    if pending is None:
        raise Unauthorized("unknown login attempt")
    tokens = await request.app.ctx.idp.exchange_code(request.args.get("code", ""))
    claims = request.app.ctx.idp.verify_id_token(tokens["id_token"], nonce=pending["nonce"])
    session_id = await request.app.ctx.sessions.create(claims["sub"])
    return_to = pending["return_to"] or "/home"
    response = redirect(return_to)
    response.add_cookie("sid", session_id, httponly=True, samesite="Lax")
    return response


@app.get("/me")
async def me(request):
    sid = request.cookies.get("sid")
    user = await request.app.ctx.sessions.lookup(sid) if sid else None
    if user is None:
        raise Unauthorized("not signed in")
    return json({"sub": user})
