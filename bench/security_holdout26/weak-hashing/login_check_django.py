import hashlib
import hmac
import json

from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .models import Member


@require_POST
def login_check(request):
    data = json.loads(request.body or b"{}")
    member = Member.objects.filter(email=data.get("email", "")).first()
    if member is None:
        return JsonResponse({"ok": False}, status=401)
    candidate = hashlib.sha1(data.get("password", "").encode()).hexdigest()
    if not hmac.compare_digest(candidate, member.password_sha1):
        return JsonResponse({"ok": False}, status=401)
    request.session["member_id"] = member.pk
    return JsonResponse({"ok": True})
