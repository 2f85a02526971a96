import smtplib

from django.conf import settings
from django.http import JsonResponse
from django.views.decorators.http import require_POST


def compose(sender, subject, body):
    headers = [
        f"From: {sender}",
        f"To: {settings.SUPPORT_EMAIL}",
        f"Subject: [contact] {subject}",
    ]
    return "\r\n".join(headers) + "\r\n\r\n" + body


@require_POST
def contact(request):
    sender = request.POST.get("email", "")
    message = compose(sender, request.POST.get("subject", ""), request.POST.get("message", ""))
    with smtplib.SMTP(settings.EMAIL_HOST, settings.EMAIL_PORT) as smtp:
        smtp.sendmail(settings.DEFAULT_FROM_EMAIL, [settings.SUPPORT_EMAIL], message)
    return JsonResponse({"sent": True})
