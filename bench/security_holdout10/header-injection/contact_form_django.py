import smtplib

from django.conf import settings
from django.http import JsonResponse
from django.views.decorators.http import require_POST


@require_POST
def contact(request):
    sender = request.POST.get("email", "")
    subject = request.POST.get("subject", "Website enquiry")
    body = request.POST.get("message", "")
    message = (
        f"From: {settings.DEFAULT_FROM_EMAIL}\r\n"
        f"Reply-To: {sender}\r\n"
        f"To: {settings.SUPPORT_EMAIL}\r\n"
        f"Subject: {subject}\r\n\r\n{body}"
    )
    with smtplib.SMTP(settings.EMAIL_HOST) as smtp:
        smtp.sendmail(settings.DEFAULT_FROM_EMAIL, [settings.SUPPORT_EMAIL], message)
    return JsonResponse({"sent": True})
