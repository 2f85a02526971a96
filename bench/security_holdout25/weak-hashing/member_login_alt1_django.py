import hashlib

from django.contrib.auth.hashers import check_password, make_password
from django.http import HttpResponse, HttpResponseBadRequest, JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_GET, require_POST

from .models import Member


@require_POST
def member_register(request):
    username = request.POST.get("username", "").strip()
    password = request.POST.get("password", "")
    if not username or len(password) < 10:
        return HttpResponseBadRequest("username and a 10+ character password required")
    if Member.objects.filter(username=username).exists():
        return JsonResponse({"error": "taken"}, status=409)
    member = Member.objects.create(
        username=username,
        password_hash=make_password(password),
    )
    return JsonResponse({"id": member.pk}, status=201)


@require_POST
def member_login(request):
    member = Member.objects.filter(username=request.POST.get("username", "")).first()
    password = request.POST.get("password", "")
    if member is None or not check_password(password, member.password_hash):
        return JsonResponse({"error": "invalid credentials"}, status=401)
    request.session.cycle_key()
    request.session["member_id"] = member.pk
    return JsonResponse({"id": member.pk, "username": member.username})


@require_GET
def member_avatar(request, member_id):
    member = get_object_or_404(Member, pk=member_id)
    data = member.avatar.read() if member.avatar else b""
    etag = hashlib.sha256(data).hexdigest()[:16]
    if request.headers.get("If-None-Match") == etag:
        return HttpResponse(status=304)
    resp = HttpResponse(data, content_type="image/png")
    resp["ETag"] = etag
    return resp
