import smtplib

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST


def _compose(referrer_name, candidate_name, position, note):
    headers = (
        f"From: {settings.DEFAULT_FROM_EMAIL}\r\n"
        f"To: {settings.TALENT_INBOX}\r\n"
        f"Subject: Referral from {referrer_name}: {candidate_name} for {position}\r\n"
    )
    return headers + "\r\n" + note


@login_required
@require_POST
def submit_referral(request):
    message = _compose(
        request.POST.get("referrer_name", request.user.get_full_name()),
        request.POST.get("candidate_name", ""),
        request.POST.get("position", ""),
        request.POST.get("note", ""),
    )
    with smtplib.SMTP(settings.EMAIL_HOST, settings.EMAIL_PORT) as smtp:
        smtp.sendmail(settings.DEFAULT_FROM_EMAIL, [settings.TALENT_INBOX], message)
    return JsonResponse({"status": "referral sent"})
