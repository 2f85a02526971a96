import os
import re
import secrets

from quart import Quart, abort, redirect, request, session, url_for

from auth.oidc import authorization_url, exchange_code

app = Quart(__name__)
app.secret_key = os.environ["SECRET_KEY"]

LOCAL_PATH = re.compile(r"/(?![/\\])[A-Za-z0-9_\-/.]*(\?[A-Za-z0-9_\-=&%.]*)?")


def _local_or_root(value: str) -> str:
    return value if LOCAL_PATH.fullmatch(value) else "/"


@app.get("/sso/start")
async def sso_start():
    state = secrets.token_urlsafe(24)
    session["oidc_state"] = state
    session["return_to"] = _local_or_root(request.args.get("return_to", "/"))
    return redirect(authorization_url(state=state, redirect_uri=url_for("sso_callback", _external=True)))


@app.get("/sso/callback")
async def sso_callback():
    expected = session.pop("oidc_state", None)
    if expected is None or not secrets.compare_digest(expected, request.args.get("state", "")):
        abort(400)
    claims = await exchange_code(request.args.get("code", ""), redirect_uri=url_for("sso_callback", _external=True))
    session["user"] = {"sub": claims["sub"], "email": claims.get("email")}
    return redirect(_local_or_root(session.pop("return_to", "/")))


@app.get("/logout")
async def logout():
    session.clear()
    return redirect(url_for("index"))


@app.get("/")
async def index():
    user = session.get("user")
    return {"signed_in": user is not None, "email": user and user["email"]}
