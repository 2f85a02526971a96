import smtplib
from dataclasses import dataclass
from email.message import EmailMessage
from email.headerregistry import Address
from typing import Optional

from fastapi import Depends, FastAPI, HTTPException
from pydantic import BaseModel, Field, field_validator

SMTP_HOST = "smtp.internal"
SMTP_PORT = 587
HELPDESK = Address("Helpdesk", "helpdesk", "example.com")
NOREPLY = Address("Support Portal", "noreply", "example.com")

app = FastAPI(title="support")


class TicketIn(BaseModel):
    requester_name: str = Field(..., max_length=80)
    requester_email: str = Field(..., max_length=254, pattern=r"^[^@\s]+@[^@\s]+\.[a-zA-Z]{2,}$")
    subject: str = Field(..., max_length=150)
    description: str = Field(..., max_length=10_000)
    priority: Optional[str] = "normal"

    @field_validator("requester_name", "subject")
    @classmethod
    def single_line(cls, value: str) -> str:
        if "\r" in value or "\n" in value:
            raise ValueError("must be a single line")
        return value.strip()


@dataclass
class SmtpSettings:
    host: str = SMTP_HOST
    port: int = SMTP_PORT


class TicketMailer:
    def __init__(self, cfg: SmtpSettings):
        self.cfg = cfg

    def build(self, ticket: TicketIn, ticket_id: int) -> EmailMessage:
        msg = EmailMessage()
        msg["From"] = NOREPLY
        msg["To"] = HELPDESK
        msg["Reply-To"] = Address(ticket.requester_name, addr_spec=ticket.requester_email)
        msg["Subject"] = f"[#{ticket_id}] {ticket.subject}"
        msg.set_content(ticket.description)
        return msg

    def send(self, msg: EmailMessage) -> None:
        with smtplib.SMTP(self.cfg.host, self.cfg.port, timeout=10) as smtp:
            smtp.starttls()
            smtp.send_message(msg)


_counter = {"next": 1000}


def get_mailer() -> TicketMailer:
    return TicketMailer(SmtpSettings())


@app.post("/tickets", status_code=201)
def support_ticket(ticket: TicketIn, mailer: TicketMailer = Depends(get_mailer)):
    _counter["next"] += 1
    ticket_id = _counter["next"]
    try:
        mailer.send(mailer.build(ticket, ticket_id))
    except smtplib.SMTPException:
        raise HTTPException(status_code=502, detail="mail relay unavailable")
    return {"ticket_id": ticket_id}
