import hashlib

from django.conf import settings
from django.http import HttpResponse, JsonResponse
from django.views.decorators.http import require_POST
from lxml import etree


def _users():
    return etree.parse(settings.LEGACY_USER_XML)


@require_POST
def legacy_login(request):
    username = request.POST.get("username", "")
    password_hash = hashlib.sha256(request.POST.get("password", "").encode()).hexdigest()
    expr = "//user[name/text()='" + username + "' and hash/text()='" + password_hash + "']"
    match = _users().xpath(expr)
    if not match:
        return HttpResponse(status=401)
    request.session["legacy_user"] = username
    return JsonResponse({"role": match[0].get("role", "user")})
