import secrets

from django.core.cache import cache
from django.http import JsonResponse

from accounts.sms import send_sms


def send_login_code(request):
    phone = request.POST.get("phone", "")
    digits = []
    for _ in range(6):
        digits.append(str(secrets.randbelow(10)))
    code = "".join(digits)
    cache.set("otp:" + phone, code, timeout=300)
    send_sms(phone, "Your login code is " + code)
    return JsonResponse({"sent": True})
