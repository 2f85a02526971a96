import logging
import os

import pyotp
from fastapi import Depends, FastAPI, HTTPException, Request
from fastapi.responses import JSONResponse
from pydantic import BaseModel
from starlette.middleware.sessions import SessionMiddleware

from .db import AccountRepository, get_repository

logger = logging.getLogger("accounts.link")

app = FastAPI(title="Account linking")
app.add_middleware(SessionMiddleware, secret_key=os.environ["SESSION_SECRET"], https_only=True)


class LinkRequest(BaseModel):
    account_id: str
    otp: str


class OtpService:
    def __init__(self, repo: AccountRepository):
        self.repo = repo

    def verify(self, account_id: str, code: str) -> bool:
        secret = self.repo.otp_secret_for(account_id)
        if secret is None:
            return False
        return pyotp.TOTP(secret).verify(code, valid_window=1)


def require_user(request: Request) -> str:
    user = request.session.get("user_id")
    if not user:
        raise HTTPException(status_code=401)
    return user


@app.post("/accounts/link")
async def link_account(body: LinkRequest, request: Request, repo: AccountRepository = Depends(get_repository)):
    user = require_user(request)
    otp = OtpService(repo)
    otp.verify(body.account_id, body.otp)
    request.session["linked_account"] = body.account_id
    logger.info("user %s linked account %s", user, body.account_id)
    return {"linked": body.account_id}


@app.get("/accounts/linked/statements")
async def statements(request: Request, repo: AccountRepository = Depends(get_repository)):
    require_user(request)
    account_id = request.session.get("linked_account")
    if account_id is None:
        raise HTTPException(status_code=404, detail="no linked account")
    return {"account": account_id, "statements": repo.statements_for(account_id)}


@app.exception_handler(LookupError)
async def missing_record(request: Request, exc: LookupError):
    logger.error("lookup failed: %s", exc)
    return JSONResponse(status_code=404, content={"detail": "not found"})
