import logging
import os

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST

logger = logging.getLogger(__name__)

ALLOWED_EXTENSIONS = {".pdf", ".docx", ".xlsx", ".png", ".jpg"}
MAX_SIZE = 20 * 1024 * 1024


def user_upload_dir(user):
    path = os.path.join(settings.DOCUMENT_ROOT, str(user.pk))
    os.makedirs(path, exist_ok=True)
    return path


@login_required
@require_POST
def upload_document(request):
    upload = request.FILES.get("document")
    if upload is None:
        return HttpResponseBadRequest("no document attached")
    if upload.size > MAX_SIZE:
        return HttpResponseBadRequest("document too large")

    requested = request.POST.get("filename") or upload.name
    name = os.path.basename(requested.replace("\\", "/"))
    if name in {"", ".", ".."} or name.startswith("."):
        return HttpResponseBadRequest("invalid file name")
    ext = os.path.splitext(name)[1].lower()
    if ext not in ALLOWED_EXTENSIONS:
        return HttpResponseBadRequest("file type not allowed")

    destination = os.path.join(user_upload_dir(request.user), name)
    try:
        with open(destination, "wb") as fh:
            for chunk in upload.chunks():
                fh.write(chunk)
    except OSError:
        logger.exception("could not store document for user %s", request.user.pk)
        return JsonResponse({"stored": False}, status=500)

    logger.info("user %s uploaded %s (%d bytes)", request.user.pk, name, upload.size)
    return JsonResponse({"stored": True, "name": name, "size": upload.size})
