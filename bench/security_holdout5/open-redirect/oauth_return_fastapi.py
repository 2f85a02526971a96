from urllib.parse import urlsplit

from fastapi import FastAPI, Request
from fastapi.responses import RedirectResponse

from app.oauth import complete_authorization

app = FastAPI()
DEFAULT_RETURN = "/app"


def local_path_only(value: str | None) -> str:
    if not value or not value.startswith("/") or value.startswith("//"):
        return DEFAULT_RETURN
    if "\\" in value or any(ord(ch) < 0x20 for ch in value):
        return DEFAULT_RETURN
    parts = urlsplit(value)
    if parts.scheme or parts.netloc:
        return DEFAULT_RETURN
    return value


@app.get("/oauth/callback")
async def oauth_callback(request: Request, code: str, state: str):
    session = await complete_authorization(code, state)
    target = local_path_only(session.return_to)
    response = RedirectResponse(url=target, status_code=303)
    response.set_cookie("sid", session.id, secure=True, httponly=True, samesite="lax")
    return response
