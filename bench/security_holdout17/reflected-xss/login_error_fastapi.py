from typing import Annotated

from fastapi import APIRouter, Depends, Form
from fastapi.responses import HTMLResponse, RedirectResponse
from pydantic import BaseModel

from app.auth import AuthService, get_auth_service

router = APIRouter(tags=["auth"])

PAGE = """<!doctype html>
<html><head><title>{title}</title><link rel="stylesheet" href="/static/app.css"></head>
<body><main class="auth">{content}</main></body></html>"""

LOGIN_FORM = (
    '<form method="post" action="/login">'
    '<label>Username <input name="username" autocomplete="username"></label>'
    '<label>Password <input name="password" type="password"></label>'
    "<button>Sign in</button></form>"
)

ERROR_TEXT = {
    "invalid_credentials": "Wrong username or password.",
    "locked": "Your account is locked. Contact support.",
    "expired": "Your session expired, please sign in again.",
}


class LoginError(BaseModel):
    code: str = "unknown"
    message: str | None = None


def render_page(title: str, content: str) -> HTMLResponse:
    return HTMLResponse(PAGE.format(title=title, content=content))


@router.get("/login", response_class=HTMLResponse)
def login_page():
    return render_page("Sign in", LOGIN_FORM)


@router.post("/login")
def login(
    username: Annotated[str, Form()],
    password: Annotated[str, Form()],
    auth: Annotated[AuthService, Depends(get_auth_service)],
):
    session = auth.authenticate(username, password)
    if session is None:
        return RedirectResponse("/login/error?code=invalid_credentials", status_code=303)
    response = RedirectResponse("/", status_code=303)
    response.set_cookie("sid", session.id, secure=True, httponly=True, samesite="lax")
    return response


@router.get("/login/error", response_class=HTMLResponse)
def login_error(err: Annotated[LoginError, Depends()]):
    text = err.message or ERROR_TEXT.get(err.code, "Sign-in failed.")
    content = f'<div class="alert">{text}</div>' + LOGIN_FORM
    return HTMLResponse(PAGE.format(title="Sign-in problem", content=content), status_code=400)
