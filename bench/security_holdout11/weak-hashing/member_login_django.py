import hashlib

from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .models import Member

SALT = "m3mb3rs"


@require_POST
def member_login(request):
    username = request.POST.get("username", "")
    password = request.POST.get("password", "")
    salted = SALT + password
    digest = hashlib.sha1(salted.encode()).hexdigest()
    member = Member.objects.filter(username=username, password_sha=digest).first()
    if member is None:
        return JsonResponse({"ok": False}, status=401)
    request.session["member_id"] = member.pk
    return JsonResponse({"ok": True})
