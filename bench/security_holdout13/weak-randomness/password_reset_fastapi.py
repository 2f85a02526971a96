import secrets
from datetime import datetime, timedelta, timezone

from fastapi import BackgroundTasks, FastAPI
from pydantic import BaseModel

from .accounts import AccountRepository, send_reset_link

app = FastAPI()
accounts = AccountRepository()
RESET_TTL = timedelta(minutes=30)


class ForgotPassword(BaseModel):
    email: str


@app.post("/auth/forgot-password", status_code=202)
def forgot_password(body: ForgotPassword, tasks: BackgroundTasks):
    account = accounts.by_email(body.email)
    if account is not None:
        token = make_reset_token()
        accounts.save_reset_token(account.id, token, datetime.now(timezone.utc) + RESET_TTL)
        tasks.add_task(send_reset_link, account.email, token)
    return {"detail": "check your inbox"}


def make_reset_token() -> str:
    return secrets.token_hex(32)
