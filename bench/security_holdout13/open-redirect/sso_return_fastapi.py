from typing import Optional
from urllib.parse import urlencode, urlsplit

from fastapi import FastAPI, HTTPException, Request
from fastapi.responses import JSONResponse, RedirectResponse

from .sso import exchange_code, open_session, session_user

app = FastAPI()

SSO_SETTINGS = {
    "authorize_url": "https://sso.example.com/authorize",
    "client_id": "portal",
    "allowed_return_hosts": {"portal.example.com", "admin.example.com"},
    "default_return": "https://portal.example.com/",
}


class ReturnTarget:
    def __init__(self, raw: Optional[str]):
        self.raw = (raw or "").strip()

    def is_local_path(self) -> bool:
        parts = urlsplit(self.raw)
        return (
            not parts.scheme and not parts.netloc and self.raw.startswith("/")
            and not self.raw.startswith("//") and "\\" not in self.raw and self.raw.isprintable()
        )

    def resolve(self) -> str:
        if not self.raw:
            return SSO_SETTINGS["default_return"]
        if self.is_local_path():
            return self.raw
        parts = urlsplit(self.raw)
        if parts.scheme == "https" and parts.hostname in SSO_SETTINGS["allowed_return_hosts"]:
            return self.raw
        return SSO_SETTINGS["default_return"]


@app.get("/sso/login")
def sso_login(return_to: Optional[str] = None):
    query = urlencode({"client_id": SSO_SETTINGS["client_id"], "state": ReturnTarget(return_to).resolve()})
    return RedirectResponse(f"{SSO_SETTINGS['authorize_url']}?{query}")


@app.get("/sso/callback")
def sso_callback(code: str, state: Optional[str] = None):
    user = exchange_code(code)
    if user is None:
        raise HTTPException(status_code=401, detail="sso exchange failed")
    target = ReturnTarget(state).resolve()
    response = RedirectResponse(target, status_code=303)
    open_session(response, user)
    return response


@app.get("/sso/me")
def me(request: Request):
    user = session_user(request)
    return JSONResponse({"user": user.name if user else None})
