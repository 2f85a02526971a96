import smtplib
from dataclasses import dataclass

from django.conf import settings
from django.http import JsonResponse
from django.views import View

SMTP_HOST = getattr(settings, "EMAIL_HOST", "localhost")
SMTP_PORT = getattr(settings, "EMAIL_PORT", 25)
SUPPORT_ADDRESS = "support@example.com"
NOREPLY_ADDRESS = "no-reply@example.com"


@dataclass
class ContactMessage:
    name: str
    reply_to: str
    subject: str
    body: str


class SupportMailer:
    def __init__(self, host: str = SMTP_HOST, port: int = SMTP_PORT):
        self.host = host
        self.port = port

    def compose(self, msg: ContactMessage) -> str:
        headers = [
            f"From: {NOREPLY_ADDRESS}",
            f"To: {SUPPORT_ADDRESS}",
            f"Reply-To: {msg.name} <{msg.reply_to}>",
            f"Subject: [Contact] {msg.subject}",
            "Content-Type: text/plain; charset=utf-8",
        ]
        return "\r\n".join(headers) + "\r\n\r\n" + msg.body

    def send(self, msg: ContactMessage) -> None:
        raw = self.compose(msg)
        with smtplib.SMTP(self.host, self.port, timeout=10) as smtp:
            smtp.sendmail(NOREPLY_ADDRESS, [SUPPORT_ADDRESS], raw.encode("utf-8"))


class ContactFormView(View):
    mailer = SupportMailer()

    def post(self, request):
        msg = ContactMessage(
            name=request.POST.get("name", "").strip(),
            reply_to=request.POST.get("email", "").strip(),
            subject=request.POST.get("subject", "(no subject)"),
            body=request.POST.get("message", ""),
        )
        if not msg.reply_to or not msg.body:
            return JsonResponse({"error": "email and message are required"}, status=400)
        self.mailer.send(msg)
        return JsonResponse({"status": "sent"})
