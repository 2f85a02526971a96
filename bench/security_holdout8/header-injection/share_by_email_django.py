import smtplib

from django.http import JsonResponse
from django.views.decorators.http import require_POST

SMTP_HOST = "mail.internal"
NOREPLY = "noreply@example.com"


@require_POST
def share_article(request):
    recipient = request.POST.get("to", "")
    sender_name = request.POST.get("name", "A friend")
    article_url = request.POST.get("url", "https://example.com/")
    headers = [
        f"From: {sender_name} <{NOREPLY}>",
        f"To: {recipient}",
        "Subject: An article was shared with you",
    ]
    message = "\r\n".join(headers) + "\r\n\r\n" + f"Have a look: {article_url}\r\n"
    with smtplib.SMTP(SMTP_HOST) as smtp:
        smtp.sendmail(NOREPLY, [recipient], message)
    return JsonResponse({"shared": True})
