from django.core.mail import EmailMessage
from django.http import JsonResponse
from django.views.decorators.http import require_POST

SUPPORT = "support@example.com"


@require_POST
def feedback(request):
    subject = request.POST.get("subject", "Feedback")
    reply_to = request.POST.get("email", "")
    if any(ch in subject + reply_to for ch in "\r\n"):
        return JsonResponse({"error": "invalid characters"}, status=400)
    msg = EmailMessage(
        subject=f"[feedback] {subject}"[:150],
        body=request.POST.get("message", ""),
        to=[SUPPORT],
        reply_to=[reply_to] if reply_to else None,
    )
    msg.send(fail_silently=False)
    return JsonResponse({"sent": True})
