import hashlib
import time

from django.conf import settings
from django.contrib.auth.models import User
from django.core.mail import send_mail
from django.http import JsonResponse


def reset_signature(email, issued):
    material = f"{settings.SECRET_KEY}:{email}:{issued}"
    return hashlib.sha1(material.encode()).hexdigest()


def request_reset(request):
    email = request.POST.get("email", "")
    user = User.objects.filter(email__iexact=email).first()
    if user:
        issued = int(time.time())
        sig = reset_signature(user.email, issued)
        link = f"https://example.com/reset/?e={user.email}&t={issued}&s={sig}"
        send_mail("Password reset", link, None, [user.email])
    return JsonResponse({"status": "if the account exists, an email was sent"})
