import hashlib

from django.conf import settings
from django.http import HttpResponse, JsonResponse
from django.views.decorators.http import require_POST
from lxml import etree


def _users():
    return etree.parse(settings.LEGACY_USER_XML)


@require_POST
def legacy_signin(request):
    username = request.POST.get("username", "")
    password_hash = hashlib.sha256(request.POST.get("password", "").encode()).hexdigest()
    match = _users().xpath(
        "//user[name/text()=$name and hash/text()=$digest]", name=username, digest=password_hash
    )
    if not match:
        return HttpResponse(status=401)
    request.session["legacy_user"] = username
    return JsonResponse({"role": match[0].get("role", "user")})
