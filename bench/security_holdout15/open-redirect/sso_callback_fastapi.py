import secrets

from fastapi import APIRouter, HTTPException
from fastapi.responses import RedirectResponse

router = APIRouter(prefix="/sso")
PENDING_LOGINS: dict[str, dict] = {}
IDP_AUTHORIZE = "https://idp.example.com/authorize"


@router.get("/start")
def start_login(return_to: str = "/"):
    state = secrets.token_urlsafe(24)
    PENDING_LOGINS[state] = {"return_to": return_to}
    return RedirectResponse(f"{IDP_AUTHORIZE}?client_id=portal&state={state}")


@router.get("/callback")
def finish_login(state: str, code: str):
    pending = PENDING_LOGINS.pop(state, None)
    if pending is None:
        raise HTTPException(status_code=400, detail="unknown state")
    exchange_code(code)
    return RedirectResponse(pending["return_to"], status_code=302)


def exchange_code(code: str) -> None:
    ...
