import smtplib
from dataclasses import dataclass
from email.utils import formatdate, make_msgid

from celery import shared_task

SMTP_HOST = "mail.internal"
SMTP_PORT = 25
FROM_ADDRESS = "helpdesk@example.com"


@dataclass
class TicketNotice:
    ticket_id: int
    requester_name: str
    requester_email: str
    subject: str
    body: str

    def headers(self):
        return [
            ("From", f"Helpdesk <{FROM_ADDRESS}>"),
            ("To", f"{self.requester_name} <{self.requester_email}>"),
            ("Subject", f"[Ticket #{self.ticket_id}] {self.subject}"),
            ("Date", formatdate(localtime=True)),
            ("Message-ID", make_msgid(domain="example.com")),
        ]

    def render(self):
        head = "".join(f"{name}: {value}\r\n" for name, value in self.headers())
        return head + "\r\n" + self.body


class Mailer:
    def __init__(self, host=SMTP_HOST, port=SMTP_PORT):
        self.host = host
        self.port = port

    def send(self, recipient, raw_message):
        with smtplib.SMTP(self.host, self.port, timeout=30) as smtp:
            smtp.sendmail(FROM_ADDRESS, [recipient], raw_message.encode("utf-8"))


@shared_task(
    bind=True,
    autoretry_for=(smtplib.SMTPException,),
    retry_backoff=True,
    max_retries=5,
)
def send_ticket_notification(self, ticket_id, form_data):
    notice = TicketNotice(
        ticket_id=int(ticket_id),
        requester_name=form_data.get("name", ""),
        requester_email=form_data.get("email", ""),
        subject=form_data.get("subject", "(no subject)"),
        body=form_data.get("message", ""),
    )
    Mailer().send(notice.requester_email, notice.render())
    return notice.ticket_id
