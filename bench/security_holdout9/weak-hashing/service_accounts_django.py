import hashlib
import logging

from django.contrib.auth.hashers import check_password, make_password
from django.http import HttpResponse, HttpResponseNotModified, JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_GET, require_POST

from .models import Profile, ServiceAccount

logger = logging.getLogger(__name__)


def _avatar_etag(data: bytes) -> str:
    return hashlib.md5(data, usedforsecurity=False).hexdigest()


@require_POST
def create_service_account(request):
    name = request.POST.get("name", "").strip()
    secret = request.POST.get("secret", "")
    if not name or len(secret) < 16:
        return JsonResponse({"error": "name and 16+ char secret required"}, status=400)
    account = ServiceAccount.objects.create(name=name, secret_hash=make_password(secret, hasher="argon2"))
    logger.info("service account %s created", account.pk)
    return JsonResponse({"id": account.pk}, status=201)


@require_POST
def authenticate_service(request):
    account = ServiceAccount.objects.filter(name=request.POST.get("name", "")).first()
    if account is None or not check_password(request.POST.get("secret", ""), account.secret_hash):
        return JsonResponse({"ok": False}, status=401)
    return JsonResponse({"ok": True})


@require_GET
def avatar(request, profile_id):
    profile = get_object_or_404(Profile, pk=profile_id)
    data = profile.avatar.read() if profile.avatar else b""
    etag = _avatar_etag(data)
    if request.headers.get("If-None-Match") == etag:
        return HttpResponseNotModified()
    resp = HttpResponse(data, content_type="image/png")
    resp["ETag"] = etag
    resp["Cache-Control"] = "public, max-age=3600"
    return resp
