from django.core.mail import BadHeaderError, send_mail
from django.http import HttpResponse, HttpResponseBadRequest
from django.views.decorators.http import require_POST


@require_POST
def send_feedback(request):
    subject = request.POST.get("subject", "Feedback")
    sender = request.POST.get("email", "")
    body = request.POST.get("message", "")
    if not body:
        return HttpResponseBadRequest("message required")
    try:
        send_mail(subject, body + "\n\n-- " + sender, "noreply@example.com", ["feedback@example.com"])
    except BadHeaderError:
        return HttpResponseBadRequest("invalid header found")
    return HttpResponse("Thanks for the feedback!")
