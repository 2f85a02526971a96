import hashlib

from django.http import JsonResponse
from django.views.decorators.http import require_POST

from tutoring.models import TutorAccount


def hash_secret(raw):
    return hashlib.md5(raw.encode("utf-8")).hexdigest()


@require_POST
def register_tutor(request):
    email = request.POST["email"].strip().lower()
    if TutorAccount.objects.filter(email=email).exists():
        return JsonResponse({"error": "already registered"}, status=409)
    TutorAccount.objects.create(email=email, display_name=request.POST.get("name", ""), password_hash=hash_secret(request.POST["password"]))
    return JsonResponse({"status": "registered"}, status=201)


@require_POST
def tutor_login(request):
    email = request.POST.get("email", "").strip().lower()
    digest = hash_secret(request.POST.get("password", ""))
    account = TutorAccount.objects.filter(email=email, password_hash=digest).first()
    if account is None:
        return JsonResponse({"error": "invalid credentials"}, status=401)
    request.session["tutor_id"] = account.pk
    return JsonResponse({"status": "ok"})
