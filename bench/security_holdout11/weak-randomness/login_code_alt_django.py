import secrets

from django.core.cache import cache
from django.core.mail import send_mail
from django.http import JsonResponse
from django.views.decorators.http import require_POST


@require_POST
def send_login_code(request):
    email = request.POST.get("email", "").strip().lower()
    if not email:
        return JsonResponse({"error": "email required"}, status=400)
    code = f"{secrets.randbelow(10**6):06d}"
    cache.set(f"login-code:{email}", code, timeout=600)
    send_mail("Your sign-in code", f"Your code is {code}", None, [email])
    return JsonResponse({"sent": True})
