import os
import smtplib
from dataclasses import dataclass

from django.http import JsonResponse
from django.views.decorators.http import require_POST

SMTP_HOST = os.environ.get("SMTP_HOST", "localhost")
SMTP_PORT = int(os.environ.get("SMTP_PORT", "25"))
SUPPORT_ADDRESS = "support@example.com"
NOREPLY_ADDRESS = "no-reply@example.com"


@dataclass
class ContactMessage:
    name: str
    email: str
    subject: str
    body: str

    def to_wire(self) -> str:
        headers = [
            f"From: {NOREPLY_ADDRESS}",
            f"To: {SUPPORT_ADDRESS}",
            f"Reply-To: {self.name} <{self.email}>",
            f"Subject: [contact] {self.subject}",
            "Content-Type: text/plain; charset=utf-8",
        ]
        return "\r\n".join(headers) + "\r\n\r\n" + self.body


class SupportMailer:
    def __init__(self, host=SMTP_HOST, port=SMTP_PORT):
        self.host = host
        self.port = port

    def send(self, message: ContactMessage) -> None:
        with smtplib.SMTP(self.host, self.port, timeout=10) as smtp:
            smtp.sendmail(NOREPLY_ADDRESS, [SUPPORT_ADDRESS], message.to_wire().encode("utf-8"))


def _field(request, name, limit):
    return request.POST.get(name, "").strip()[:limit]


@require_POST
def contact_form(request):
    message = ContactMessage(
        name=_field(request, "name", 100),
        email=_field(request, "email", 254),
        subject=_field(request, "subject", 150),
        body=_field(request, "message", 5000),
    )
    if not message.email or not message.body:
        return JsonResponse({"error": "email and message are required"}, status=400)
    SupportMailer().send(message)
    return JsonResponse({"status": "sent"})
