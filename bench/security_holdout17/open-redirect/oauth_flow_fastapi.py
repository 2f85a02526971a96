import secrets
from urllib.parse import urlencode

from fastapi import APIRouter, Depends, FastAPI, HTTPException, Request
from fastapi.responses import RedirectResponse
from pydantic_settings import BaseSettings
from starlette.middleware.sessions import SessionMiddleware

from .identity import IdentityProvider, get_identity_provider


class OAuthSettings(BaseSettings):
    client_id: str = "portal"
    authorize_url: str = "https://id.example.com/oauth2/authorize"
    callback_url: str = "https://portal.example.com/auth/callback"
    session_secret: str = "dev-only"


settings = OAuthSettings()
router = APIRouter(prefix="/auth")


def after_login_target(raw: str | None) -> str:
    if raw and raw.startswith("/"):
        return raw
    return "/home"


@router.get("/start")
def start(request: Request, continue_to: str | None = None):
    state = secrets.token_hex(24)
    request.session["oauth_state"] = state
    request.session["continue_to"] = after_login_target(continue_to)
    query = urlencode({
        "response_type": "code",
        "client_id": settings.client_id,
        "redirect_uri": settings.callback_url,
        "state": state,
        "scope": "openid profile email",
    })
    return RedirectResponse(f"{settings.authorize_url}?{query}", status_code=302)


@router.get("/callback")
async def callback(
    request: Request,
    code: str,
    state: str,
    idp: IdentityProvider = Depends(get_identity_provider),
):
    expected = request.session.pop("oauth_state", None)
    if not expected or not secrets.compare_digest(expected, state):
        raise HTTPException(status_code=400, detail="state mismatch")
    profile = await idp.exchange(code, settings.callback_url)
    request.session["user"] = {"sub": profile.sub, "email": profile.email}
    target = request.session.pop("continue_to", "/home")
    return RedirectResponse(target, status_code=303)


@router.post("/logout")
def logout(request: Request):
    request.session.clear()
    return RedirectResponse("/", status_code=303)


app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key=settings.session_secret, https_only=True)
app.include_router(router)
