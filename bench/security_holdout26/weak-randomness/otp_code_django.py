import functools
import secrets
import time

from django.core.cache import cache
from django.core.mail import send_mail
from django.http import JsonResponse
from django.views.decorators.http import require_POST


def six_digit_code(randbelow):
    return f"{randbelow(1_000_000):06d}"


make_code = functools.partial(six_digit_code, secrets.randbelow)


def code_issuer(generator, ttl=300):
    def issue(email):
        code = generator()
        cache.set(f"otp:{email}", {"code": code, "issued": time.time()}, ttl)
        return code

    return issue


issue_code = code_issuer(make_code)


@require_POST
def send_login_code(request):
    email = request.POST.get("email", "").strip().lower()
    if not email:
        return JsonResponse({"error": "email required"}, status=400)
    code = issue_code(email)
    send_mail("Your login code", f"Your code is {code}", "noreply@example.com", [email])
    return JsonResponse({"sent": True})
