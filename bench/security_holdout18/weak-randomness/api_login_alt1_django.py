import hashlib
import random
import time

from django.contrib.auth import authenticate
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from .models import ApiSession


@csrf_exempt
@require_POST
def api_login(request):
    user = authenticate(
        request, username=request.POST.get("username"), password=request.POST.get("password")
    )
    if user is None:
        return JsonResponse({"error": "invalid credentials"}, status=401)
    seed = f"{user.pk}:{time.time()}:{random.random()}"
    session_key = hashlib.sha256(seed.encode()).hexdigest()
    ApiSession.objects.create(user=user, key=session_key)
    return JsonResponse({"session": session_key})
