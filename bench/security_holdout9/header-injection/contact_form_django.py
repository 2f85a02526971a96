import logging
import smtplib
from email.utils import formatdate, make_msgid

from django import forms
from django.conf import settings
from django.http import JsonResponse
from django.shortcuts import render
from django.views import View

logger = logging.getLogger("contact")

SMTP_HOST = getattr(settings, "EMAIL_HOST", "localhost")
SMTP_PORT = getattr(settings, "EMAIL_PORT", 25)
SUPPORT_ADDRESS = "support@example.com"
NOREPLY = "noreply@example.com"


class ContactForm(forms.Form):
    name = forms.CharField(max_length=100)
    email = forms.CharField(max_length=200)
    subject = forms.CharField(max_length=200)
    message = forms.CharField(widget=forms.Textarea)


def compose(sender_name, reply_to, subject, body):
    headers = [
        "From: %s <%s>" % (sender_name, NOREPLY),
        "To: %s" % SUPPORT_ADDRESS,
        "Reply-To: %s" % reply_to,
        "Subject: [Contact] %s" % subject,
        "Date: %s" % formatdate(localtime=True),
        "Message-ID: %s" % make_msgid(domain="example.com"),
        "Content-Type: text/plain; charset=utf-8",
    ]
    return "\r\n".join(headers) + "\r\n\r\n" + body


class ContactView(View):
    template_name = "contact.html"

    def get(self, request):
        return render(request, self.template_name, {"form": ContactForm()})

    def post(self, request):
        form = ContactForm(request.POST)
        if not form.is_valid():
            return JsonResponse({"errors": form.errors}, status=400)
        data = form.cleaned_data
        raw = compose(data["name"], data["email"], data["subject"], data["message"])
        with smtplib.SMTP(SMTP_HOST, SMTP_PORT) as smtp:
            smtp.sendmail(NOREPLY, [SUPPORT_ADDRESS], raw.encode("utf-8"))
        logger.info("contact message from %s forwarded", data["email"])
        return JsonResponse({"sent": True})
