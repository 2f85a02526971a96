import secrets

from fastapi import APIRouter, Depends, Form, Response
from pydantic import BaseModel

router = APIRouter()


class CookieSettings(BaseModel):
    name: str = "sid"
    secure: bool = False
    httponly: bool = True
    samesite: str = "lax"


def get_cookie_settings() -> CookieSettings:
    return CookieSettings()


SESSIONS = {}


@router.post("/session")
def create_session(response: Response, username: str = Form(...), cfg: CookieSettings = Depends(get_cookie_settings)):
    sid = secrets.token_urlsafe(24)
    SESSIONS[sid] = username
    response.set_cookie(key=cfg.name, value=sid, secure=cfg.secure, httponly=cfg.httponly, samesite=cfg.samesite)
    return {"ok": True}
