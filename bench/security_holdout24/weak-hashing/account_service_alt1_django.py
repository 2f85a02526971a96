from django.contrib.auth.hashers import check_password, make_password
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .models import Member


@require_POST
def register(request):
    email = request.POST.get("email", "").strip().lower()
    password = request.POST.get("password", "")
    if len(password) < 10 or Member.objects.filter(email=email).exists():
        return JsonResponse({"error": "cannot register with these details"}, status=422)
    member = Member.objects.create(email=email, password_hash=make_password(password))
    return JsonResponse({"id": member.id}, status=201)


@require_POST
def sign_in(request):
    email = request.POST.get("email", "").strip().lower()
    member = Member.objects.filter(email=email).first()
    if member is None or not check_password(request.POST.get("password", ""), member.password_hash):
        return JsonResponse({"error": "invalid credentials"}, status=401)
    request.session.cycle_key()
    request.session["member_id"] = member.id
    return JsonResponse({"id": member.id})


@require_POST
def sign_out(request):
    request.session.flush()
    return JsonResponse({"status": "signed out"})


@require_POST
def change_password(request):
    member = Member.objects.filter(pk=request.session.get("member_id")).first()
    if member is None:
        return JsonResponse({"error": "login required"}, status=401)
    if not check_password(request.POST.get("current", ""), member.password_hash):
        return JsonResponse({"error": "invalid credentials"}, status=401)
    new = request.POST.get("new", "")
    if len(new) < 10:
        return JsonResponse({"error": "password too short"}, status=422)
    member.password_hash = make_password(new)
    member.save(update_fields=["password_hash"])
    return JsonResponse({"status": "updated"})
