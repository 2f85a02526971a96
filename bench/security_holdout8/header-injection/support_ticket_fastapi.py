import os
import re
import smtplib
from dataclasses import dataclass
from email.message import EmailMessage
from email.utils import formataddr

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, field_validator

app = FastAPI()

SMTP_HOST = os.environ.get("SMTP_HOST", "localhost")
HELPDESK = "helpdesk@example.com"
SUBJECT_RE = re.compile(r"[\w .,:;!?()'\-]{1,120}")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}")


class TicketIn(BaseModel):
    name: str
    email: str
    subject: str
    message: str

    @field_validator("subject")
    @classmethod
    def subject_single_line(cls, value: str) -> str:
        if not SUBJECT_RE.fullmatch(value):
            raise ValueError("subject contains unsupported characters")
        return value

    @field_validator("email")
    @classmethod
    def email_shape(cls, value: str) -> str:
        if not EMAIL_RE.fullmatch(value):
            raise ValueError("invalid e-mail address")
        return value

    @field_validator("name")
    @classmethod
    def name_single_line(cls, value: str) -> str:
        if any(ch in value for ch in "\r\n\0"):
            raise ValueError("name must be a single line")
        return value.strip()[:80]


@dataclass
class OutgoingTicket:
    reply_to: str
    subject: str
    body: str


class TicketMailer:
    def __init__(self, host: str = SMTP_HOST):
        self.host = host

    def compose(self, ticket: OutgoingTicket) -> EmailMessage:
        msg = EmailMessage()
        msg["From"] = HELPDESK
        msg["To"] = HELPDESK
        msg["Reply-To"] = ticket.reply_to
        msg["Subject"] = f"[ticket] {ticket.subject}"
        msg.set_content(ticket.body)
        return msg

    def send(self, ticket: OutgoingTicket) -> None:
        with smtplib.SMTP(self.host) as smtp:
            smtp.send_message(self.compose(ticket))


@app.post("/support/tickets", status_code=202)
def open_ticket(ticket: TicketIn):
    outgoing = OutgoingTicket(
        reply_to=formataddr((ticket.name, ticket.email)),
        subject=ticket.subject,
        body=ticket.message,
    )
    try:
        TicketMailer().send(outgoing)
    except smtplib.SMTPException:
        raise HTTPException(status_code=503, detail="mail relay unavailable")
    return {"queued": True}
