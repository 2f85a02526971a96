import html

from fastapi import APIRouter, Query
from fastapi.responses import HTMLResponse, RedirectResponse

from .oauth import exchange_code, start_session

router = APIRouter(prefix="/oauth", tags=["oauth"])

KNOWN_ERRORS = {
    "access_denied": "You declined to share your account with us.",
    "temporarily_unavailable": "The provider is temporarily unavailable.",
    "server_error": "The provider reported an internal error.",
}


def render_retry_page(message: str, state: str) -> HTMLResponse:
    page = f"""<!doctype html>
<html><head><title>Sign-in failed</title></head>
<body>
  <h1>We could not sign you in</h1>
  <p>{html.escape(message)}</p>
  <form method="get" action="/oauth/start">
    <input type="hidden" name="state" value="{html.escape(state, quote=False)}">
    <button type="submit">Try again</button>
  </form>
</body></html>"""
    return HTMLResponse(content=page, status_code=400)


@router.get("/callback")
async def oauth_callback(
    code: str | None = Query(None),
    state: str = Query("", max_length=512),
    error: str | None = Query(None),
):
    if error:
        message = KNOWN_ERRORS.get(error, "The sign-in provider returned an error.")
        return render_retry_page(message, state)

    if not code:
        return render_retry_page("The sign-in response was incomplete.", state)

    token = await exchange_code(code)
    session_id = await start_session(token)
    response = RedirectResponse("/dashboard", status_code=303)
    response.set_cookie("sid", session_id, secure=True, httponly=True, samesite="lax")
    return response
