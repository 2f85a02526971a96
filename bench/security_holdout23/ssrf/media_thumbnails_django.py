import hashlib
import re

import httpx
from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpResponse, HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_GET, require_POST

from media.models import Asset

# internal object store, e.g. http://minio:9000/assets
STORAGE_BASE = settings.MEDIA_STORAGE_URL.rstrip("/")
OBJECT_KEY = re.compile(r"[0-9a-f]{64}")
THUMB_SIZES = {"s": 128, "m": 256, "l": 512}
ALLOWED_TYPES = {"image/png", "image/jpeg", "image/webp"}


@login_required
@require_POST
def upload_asset(request):
    upload = request.FILES.get("file")
    if upload is None or upload.content_type not in ALLOWED_TYPES:
        return HttpResponseBadRequest("png, jpeg or webp expected")
    data = upload.read()
    key = hashlib.sha256(data).hexdigest()
    httpx.put(f"{STORAGE_BASE}/{key}", content=data, headers={"Content-Type": upload.content_type}, timeout=30)
    Asset.objects.get_or_create(key=key, defaults={"owner": request.user, "content_type": upload.content_type})
    return JsonResponse({"key": key}, status=201)


@require_GET
def thumbnail(request, key, size):
    if not OBJECT_KEY.fullmatch(key) or size not in THUMB_SIZES:
        raise Http404
    asset = Asset.objects.filter(key=key).only("content_type").first()
    if asset is None:
        raise Http404
    upstream = httpx.get(f"{STORAGE_BASE}/thumbs/{THUMB_SIZES[size]}/{key}", timeout=10)
    if upstream.status_code != 200:
        raise Http404
    return HttpResponse(upstream.content, content_type=asset.content_type)


@login_required
@require_GET
def my_assets(request):
    keys = list(Asset.objects.filter(owner=request.user).values_list("key", flat=True)[:200])
    return JsonResponse({"keys": keys})
