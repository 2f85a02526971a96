import random
import string

from django.contrib.auth import authenticate
from django.http import JsonResponse

from .models import ApiSession

ALPHABET = string.ascii_letters + string.digits


def login_api(request):
    user = authenticate(request, username=request.POST.get("username"), password=request.POST.get("password"))
    if user is None:
        return JsonResponse({"error": "invalid credentials"}, status=401)
    token = "".join(random.choices(ALPHABET, k=40))
    ApiSession.objects.create(user=user, token=token)
    return JsonResponse({"token": token})
