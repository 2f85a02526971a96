import smtplib
from dataclasses import dataclass
from datetime import datetime, timezone

from django.conf import settings
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST

SMTP_HOST = getattr(settings, "CONTACT_SMTP_HOST", "localhost")
SMTP_PORT = getattr(settings, "CONTACT_SMTP_PORT", 25)
SUPPORT_ADDRESS = getattr(settings, "SUPPORT_ADDRESS", "support@example.com")
NOREPLY_ADDRESS = "noreply@example.com"


@dataclass
class ContactMessage:
    name: str
    reply_to: str
    subject: str
    body: str

    def render(self) -> str:
        now = datetime.now(timezone.utc)
        headers = [
            f"From: {NOREPLY_ADDRESS}",
            f"To: {SUPPORT_ADDRESS}",
            f"Reply-To: {self.name} <{self.reply_to}>",
            f"Subject: [Contact] {self.subject}",
            f"Date: {now:%a, %d %b %Y %H:%M:%S +0000}",
        ]
        return "\r\n".join(headers) + "\r\n\r\n" + self.body


class ContactMailer:
    def __init__(self, host: str = SMTP_HOST, port: int = SMTP_PORT):
        self.host = host
        self.port = port

    def send(self, message: ContactMessage) -> None:
        with smtplib.SMTP(self.host, self.port, timeout=10) as smtp:
            smtp.sendmail(NOREPLY_ADDRESS, [SUPPORT_ADDRESS], message.render())


@require_POST
def contact(request):
    fields = {k: request.POST.get(k, "").strip() for k in ("name", "email", "subject", "message")}
    if not fields["email"] or not fields["message"]:
        return HttpResponseBadRequest("email and message are required")
    msg = ContactMessage(
        name=fields["name"],
        reply_to=fields["email"],
        subject=fields["subject"] or "(no subject)",
        body=fields["message"],
    )
    ContactMailer().send(msg)
    return JsonResponse({"status": "sent"})
