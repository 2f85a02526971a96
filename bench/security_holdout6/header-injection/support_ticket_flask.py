import re
import smtplib
from dataclasses import dataclass
from email.message import EmailMessage
from email.utils import formataddr

from flask import Flask, jsonify, request

SMTP_HOST = "localhost"
SUPPORT_INBOX = "helpdesk@example.com"
SENDER = "tickets@example.com"
EMAIL_PATTERN = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
CONTROL_CHARS = re.compile(r"[\r\n\x00]")

app = Flask(__name__)


class TicketValidationError(ValueError):
    pass


@dataclass
class Ticket:
    requester_name: str
    requester_email: str
    subject: str
    description: str


def clean_header_value(value: str, field: str, max_len: int = 200) -> str:
    value = value.strip()
    if CONTROL_CHARS.search(value):
        raise TicketValidationError(f"{field} contains line breaks")
    if len(value) > max_len:
        raise TicketValidationError(f"{field} is too long")
    return value


def parse_ticket(form) -> Ticket:
    email_addr = form.get("email", "").strip()
    if not EMAIL_PATTERN.fullmatch(email_addr):
        raise TicketValidationError("invalid e-mail address")
    return Ticket(
        requester_name=clean_header_value(form.get("name", ""), "name", 100),
        requester_email=email_addr,
        subject=clean_header_value(form.get("subject", ""), "subject"),
        description=form.get("description", "")[:10000],
    )


def build_message(ticket: Ticket) -> EmailMessage:
    msg = EmailMessage()
    msg["From"] = SENDER
    msg["To"] = SUPPORT_INBOX
    msg["Reply-To"] = formataddr((ticket.requester_name, ticket.requester_email))
    msg["Subject"] = f"[Ticket] {ticket.subject}"
    msg.set_content(ticket.description)
    return msg


@app.route("/support/tickets", methods=["POST"])
def open_ticket():
    try:
        ticket = parse_ticket(request.form)
    except TicketValidationError as exc:
        return jsonify(error=str(exc)), 400
    with smtplib.SMTP(SMTP_HOST, 25, timeout=10) as smtp:
        smtp.send_message(build_message(ticket))
    return jsonify(status="received"), 202
