import secrets
from datetime import timedelta

from django.core.cache import cache
from django.core.mail import send_mail
from rest_framework.decorators import api_view, throttle_classes
from rest_framework.response import Response
from rest_framework.throttling import AnonRateThrottle

from .models import Customer

OTP_TTL = timedelta(minutes=10)


def issue_code():
    return f"{secrets.randbelow(1_000_000):06d}"


@api_view(["POST"])
@throttle_classes([AnonRateThrottle])
def request_login_code(request):
    email = str(request.data.get("email", "")).strip().lower()
    customer = Customer.objects.filter(email=email, is_active=True).first()
    if customer is not None:
        code = issue_code()
        cache.set(f"otp:{customer.pk}", code, timeout=int(OTP_TTL.total_seconds()))
        send_mail("Your sign-in code", f"Your code is {code}", None, [customer.email])
    return Response({"sent": True})
