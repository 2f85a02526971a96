from fastapi import APIRouter, Depends, HTTPException, Query, Request
from fastapi.responses import RedirectResponse

from .oidc import OidcClient, get_oidc_client
from .sessions import SessionStore, get_session_store

router = APIRouter(prefix="/sso", tags=["sso"])

SESSION_MAX_AGE = 8 * 60 * 60


@router.get("/callback")
async def sso_callback(
    request: Request,
    code: str = Query(..., min_length=8),
    state: str = Query(..., min_length=8),
    oidc: OidcClient = Depends(get_oidc_client),
    sessions: SessionStore = Depends(get_session_store),
):
    expected_state = request.cookies.get("sso_state")
    if not expected_state or expected_state != state:
        raise HTTPException(status_code=400, detail="state mismatch")

    tokens = await oidc.exchange(code, redirect_uri=str(request.url_for("sso_callback")))
    claims = await oidc.verify_id_token(tokens["id_token"])
    if not claims.get("email_verified"):
        raise HTTPException(status_code=403, detail="email address not verified")

    session_id = await sessions.create(subject=claims["sub"], email=claims["email"], ttl=SESSION_MAX_AGE)

    response = RedirectResponse(url="/app", status_code=303)
    response.set_cookie(
        key="__Host-session",
        value=session_id,
        max_age=SESSION_MAX_AGE,
        path="/",
        secure=True,
        httponly=True,
        samesite="strict",
    )
    response.delete_cookie("sso_state", path="/sso")
    return response


@router.get("/login")
async def sso_login(oidc: OidcClient = Depends(get_oidc_client)):
    url, state = oidc.authorization_url()
    response = RedirectResponse(url=url, status_code=302)
    response.set_cookie("sso_state", state, max_age=600, path="/sso", secure=True, httponly=True, samesite="lax")
    return response
