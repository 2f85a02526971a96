import logging
import smtplib
from dataclasses import dataclass
from email.utils import formatdate, make_msgid

from django.conf import settings
from django.http import JsonResponse
from django.views.decorators.http import require_POST

log = logging.getLogger(__name__)

SUPPORT_ADDRESS = "support@example.com"
SMTP_HOST = "localhost"
SMTP_PORT = 25


@dataclass
class ContactMessage:
    name: str
    reply_to: str
    subject: str
    body: str


class ContactMailer:
    def __init__(self, host: str = SMTP_HOST, port: int = SMTP_PORT):
        self.host = host
        self.port = port

    def render(self, msg: ContactMessage) -> str:
        headers = [
            f"From: Website <{getattr(settings, 'DEFAULT_FROM_EMAIL', 'web@example.com')}>",
            f"To: {SUPPORT_ADDRESS}",
            f"Reply-To: {msg.name} <{msg.reply_to}>",
            f"Subject: [contact] {msg.subject}",
            f"Date: {formatdate(localtime=True)}",
            f"Message-ID: {make_msgid()}",
        ]
        return "\r\n".join(headers) + "\r\n\r\n" + msg.body

    def send(self, msg: ContactMessage) -> None:
        raw = self.render(msg)
        with smtplib.SMTP(self.host, self.port, timeout=10) as smtp:
            smtp.sendmail(
                "web@example.com",
                [SUPPORT_ADDRESS],
                raw.encode("utf-8"),
            )


mailer = ContactMailer()


@require_POST
def contact_form(request):
    message = ContactMessage(
        name=request.POST.get("name", "").strip(),
        reply_to=request.POST.get("email", "").strip(),
        subject=request.POST.get("subject", "Website enquiry"),
        body=request.POST.get("message", ""),
    )
    if not message.reply_to or not message.body:
        return JsonResponse({"error": "email and message are required"}, status=400)
    try:
        mailer.send(message)
    except smtplib.SMTPException:
        log.exception("contact mail failed")
        return JsonResponse({"error": "could not send"}, status=502)
    return JsonResponse({"status": "sent"})
