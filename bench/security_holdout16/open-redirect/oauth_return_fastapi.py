import secrets
from urllib.parse import urlencode, urlsplit

from fastapi import FastAPI, HTTPException, Request
from fastapi.responses import RedirectResponse
from starlette.middleware.sessions import SessionMiddleware

from settings import OAUTH_CLIENT_ID, SESSION_SECRET
from oauth import exchange_code

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key=SESSION_SECRET, https_only=True)
APP_HOST = "shop.example.com"
AUTHORIZE = "https://accounts.example.com/oauth/authorize"


def same_site(url: str) -> bool:
    return urlsplit(url).netloc in ("", APP_HOST)


@app.get("/login")
def start_login(request: Request, next: str = "/"):
    state = secrets.token_urlsafe(24)
    request.session["oauth_state"] = state
    request.session["after_login"] = next if same_site(next) else "/"
    query = urlencode({
        "client_id": OAUTH_CLIENT_ID,
        "redirect_uri": f"https://{APP_HOST}/oauth/callback",
        "response_type": "code",
        "state": state,
    })
    return RedirectResponse(f"{AUTHORIZE}?{query}", status_code=302)


@app.get("/oauth/callback")
async def oauth_callback(request: Request, code: str, state: str):
    expected = request.session.pop("oauth_state", None)
    if expected is None or not secrets.compare_digest(expected, state):
        raise HTTPException(status_code=400, detail="state mismatch")
    profile = await exchange_code(code)
    request.session["user"] = profile["sub"]
    destination = request.session.pop("after_login", "/")
    return RedirectResponse(destination, status_code=302)


@app.get("/logout")
def logout(request: Request):
    request.session.clear()
    return RedirectResponse("/", status_code=302)


@app.get("/whoami")
def whoami(request: Request):
    return {"user": request.session.get("user")}
