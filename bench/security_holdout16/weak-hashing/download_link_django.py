import hashlib
import hmac
import time

from django.conf import settings
from django.http import FileResponse, HttpResponseForbidden, JsonResponse
from django.shortcuts import get_object_or_404

from .models import Document


def _signature(doc_id, expires):
    payload = f"{settings.SECRET_KEY}:{doc_id}:{expires}".encode()
    return hashlib.md5(payload).hexdigest()


def signed_link(request, doc_id):
    doc = get_object_or_404(Document, pk=doc_id, owner=request.user)
    expires = int(time.time()) + 3600
    return JsonResponse({"url": f"/dl/{doc.pk}?e={expires}&s={_signature(doc.pk, expires)}"})


def download(request, doc_id):
    expires = int(request.GET.get("e", "0"))
    supplied = request.GET.get("s", "")
    if expires < time.time() or not hmac.compare_digest(supplied, _signature(doc_id, expires)):
        return HttpResponseForbidden("link expired or invalid")
    doc = get_object_or_404(Document, pk=doc_id)
    return FileResponse(doc.file.open("rb"), as_attachment=True)
