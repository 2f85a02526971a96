import os
import uuid

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import FileResponse, HttpResponseBadRequest, JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_POST

from .models import Document


@login_required
@require_POST
def upload_document(request):
    upload = request.FILES.get("file")
    if upload is None:
        return HttpResponseBadRequest("file missing")
    storage_key = uuid.uuid4().hex
    with open(os.path.join(settings.PRIVATE_STORAGE_ROOT, storage_key), "wb") as out:
        for chunk in upload.chunks():
            out.write(chunk)
    doc = Document.objects.create(owner=request.user, storage_key=storage_key, original_name=upload.name[:200])
    return JsonResponse({"id": doc.pk})


@login_required
def download_document(request, pk):
    doc = get_object_or_404(Document, pk=pk, owner=request.user)
    path = os.path.join(settings.PRIVATE_STORAGE_ROOT, doc.storage_key)
    return FileResponse(open(path, "rb"), as_attachment=True, filename=doc.original_name)
