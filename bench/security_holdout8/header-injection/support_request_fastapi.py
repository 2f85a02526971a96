import os
import re
import smtplib
from email.headerregistry import Address
from email.message import EmailMessage

from fastapi import BackgroundTasks, FastAPI, HTTPException
from pydantic import BaseModel, Field

app = FastAPI()

SMTP_HOST = os.environ.get("SMTP_HOST", "localhost")
SUPPORT_INBOX = "support@example.com"
NO_REPLY = "no-reply@example.com"
CONTROL_CHARS = re.compile(r"[\r\n\x00]")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")


class SupportRequest(BaseModel):
    name: str = Field(..., max_length=80)
    email: str = Field(..., max_length=254)
    subject: str = Field(..., max_length=120)
    message: str = Field(..., max_length=5000)


def clean_header_value(value: str) -> str:
    if CONTROL_CHARS.search(value):
        raise ValueError("header values may not contain line breaks")
    return value.strip()


def build_message(req: SupportRequest) -> EmailMessage:
    email = clean_header_value(req.email)
    if not EMAIL_RE.fullmatch(email):
        raise ValueError("invalid reply address")
    msg = EmailMessage()
    msg["From"] = NO_REPLY
    msg["To"] = SUPPORT_INBOX
    msg["Reply-To"] = str(Address(display_name=clean_header_value(req.name), addr_spec=email))
    msg["Subject"] = "[support] " + clean_header_value(req.subject)
    msg.set_content(req.message)
    return msg


def deliver(msg: EmailMessage) -> None:
    with smtplib.SMTP(SMTP_HOST, timeout=20) as smtp:
        smtp.send_message(msg)


@app.post("/support", status_code=202)
def submit_support_request(req: SupportRequest, background: BackgroundTasks):
    try:
        msg = build_message(req)
    except ValueError as exc:
        raise HTTPException(status_code=422, detail=str(exc))
    background.add_task(deliver, msg)
    return {"queued": True}
