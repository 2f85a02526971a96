from django.contrib.auth.hashers import make_password
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .models import Member


@require_POST
def signup(request):
    email = request.POST.get("email", "").strip().lower()
    password = request.POST.get("password", "")
    if len(password) < 10:
        return JsonResponse({"error": "password too short"}, status=400)
    hashed = make_password(password)
    member = Member.objects.create(email=email, password_hash=hashed)
    return JsonResponse({"id": member.pk}, status=201)
