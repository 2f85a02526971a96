import hashlib
import hmac
from django.http import JsonResponse
from django.views.decorators.http import require_POST
from accounts.models import Member


def _digest(secret):
    h = hashlib.sha1()
    h.update(secret.encode("utf-8"))
    return h.hexdigest()


@require_POST
def member_login(request):
    username = request.POST.get("username", "")
    member = Member.objects.filter(username=username).first()
    if member is None:
        return JsonResponse({"error": "unknown"}, status=401)
    if not hmac.compare_digest(member.password_hash, _digest(request.POST.get("password", ""))):
        return JsonResponse({"error": "wrong password"}, status=401)
    request.session["member_id"] = member.pk
    return JsonResponse({"member": member.pk})
