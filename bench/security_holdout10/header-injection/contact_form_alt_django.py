import logging
import smtplib
from datetime import datetime

from django import forms
from django.conf import settings
from django.http import JsonResponse
from django.shortcuts import render
from django.views.decorators.http import require_http_methods

logger = logging.getLogger(__name__)

SUPPORT_INBOX = getattr(settings, "SUPPORT_INBOX", "support@example.com")
TOPICS = {"billing": "Billing", "tech": "Technical", "other": "General"}


class ContactForm(forms.Form):
    name = forms.CharField(max_length=100)
    email = forms.CharField(max_length=200)
    topic = forms.ChoiceField(choices=list(TOPICS.items()))
    message = forms.CharField(widget=forms.Textarea, max_length=5000)


class Mailer:
    def __init__(self, host, port):
        self.host = host
        self.port = port

    def compose(self, data):
        subject = "[%s] Message from %s" % (TOPICS[data["topic"]], data["name"])
        headers = [
            "From: %s" % settings.DEFAULT_FROM_EMAIL,
            "Reply-To: %s" % data["email"],
            "To: %s" % SUPPORT_INBOX,
            "Subject: %s" % subject,
            "Date: %s" % datetime.utcnow().strftime("%a, %d %b %Y %H:%M:%S +0000"),
        ]
        return "\r\n".join(headers) + "\r\n\r\n" + data["message"]

    def send(self, data):
        message = self.compose(data)
        with smtplib.SMTP(self.host, self.port, timeout=10) as smtp:
            smtp.sendmail(settings.DEFAULT_FROM_EMAIL, [SUPPORT_INBOX], message)


mailer = Mailer(settings.EMAIL_HOST, settings.EMAIL_PORT)


@require_http_methods(["GET", "POST"])
def contact(request):
    form = ContactForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        try:
            mailer.send(form.cleaned_data)
        except (smtplib.SMTPException, OSError):
            logger.exception("contact mail failed")
            return JsonResponse({"sent": False}, status=502)
        return JsonResponse({"sent": True})
    return render(request, "support/contact.html", {"form": form})
