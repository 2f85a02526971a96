import random
import string

from django.core.mail import send_mail
from django.http import JsonResponse

from accounts.models import PasswordReset, User

ALPHABET = string.ascii_letters + string.digits


def make_reset_code(length=24):
    return "".join(random.choice(ALPHABET) for _ in range(length))


def request_reset(request):
    user = User.objects.get(email=request.POST["email"])
    code = make_reset_code()
    PasswordReset.objects.create(user=user, code=code)
    send_mail("Reset", f"Your code: {code}", "noreply@example.com", [user.email])
    return JsonResponse({"sent": True})
