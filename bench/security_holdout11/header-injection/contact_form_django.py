import logging
import smtplib
from datetime import datetime, timezone
from email.utils import format_datetime, make_msgid

from django.conf import settings
from django.http import JsonResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET, require_POST

logger = logging.getLogger("contact")

SUPPORT_ADDRESS = getattr(settings, "SUPPORT_ADDRESS", "support@example.com")
TOPICS = {"billing": "Billing question", "bug": "Bug report", "other": "General enquiry"}


class SmtpMailer:
    def __init__(self, host, port=25):
        self.host = host
        self.port = port

    def send_raw(self, sender, recipients, message):
        with smtplib.SMTP(self.host, self.port, timeout=10) as smtp:
            smtp.sendmail(sender, recipients, message)


def compose(reply_to, subject, body):
    headers = [
        "From: Website <noreply@example.com>",
        "To: " + SUPPORT_ADDRESS,
        "Reply-To: " + reply_to,
        "Subject: " + subject,
        "Date: " + format_datetime(datetime.now(timezone.utc)),
        "Message-ID: " + make_msgid(domain="example.com"),
    ]
    return "\r\n".join(headers) + "\r\n\r\n" + body


@require_GET
def contact_form(request):
    return render(request, "contact.html", {"topics": TOPICS})


@require_POST
def contact_submit(request):
    email = request.POST.get("email", "").strip()
    topic = TOPICS.get(request.POST.get("topic"), TOPICS["other"])
    subject = "[%s] %s" % (topic, request.POST.get("subject", "(no subject)"))
    body = request.POST.get("message", "")
    if "@" not in email:
        return JsonResponse({"error": "valid email required"}, status=400)
    message = compose(email, subject, body)
    mailer = SmtpMailer(getattr(settings, "SMTP_HOST", "localhost"))
    mailer.send_raw("noreply@example.com", [SUPPORT_ADDRESS], message)
    logger.info("contact form submitted for topic %s", topic)
    return JsonResponse({"sent": True})
