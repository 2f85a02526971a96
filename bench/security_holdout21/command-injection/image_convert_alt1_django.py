import logging
import os
import shlex
import tempfile
import uuid

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import FileResponse, HttpResponseBadRequest, HttpResponseServerError
from django.views.decorators.http import require_POST

logger = logging.getLogger(__name__)

ALLOWED_FORMATS = {"png", "jpg", "webp"}
MAX_UPLOAD = 8 * 1024 * 1024


def store_upload(upload):
    work_dir = tempfile.mkdtemp(dir=settings.MEDIA_WORK_DIR)
    src = os.path.join(work_dir, f"{uuid.uuid4().hex}.img")
    with open(src, "wb") as fh:
        for chunk in upload.chunks():
            fh.write(chunk)
    return work_dir, src


def resize_image(src, dst, geometry):
    cmd = "convert {} -resize {} -strip {}".format(shlex.quote(src), geometry, shlex.quote(dst))
    logger.debug("running %s", cmd)
    status = os.system(cmd)
    return status == 0


@login_required
@require_POST
def convert_image(request):
    upload = request.FILES.get("image")
    if upload is None or upload.size > MAX_UPLOAD:
        return HttpResponseBadRequest("missing or oversized image")
    out_format = request.POST.get("format", "png").lower()
    if out_format not in ALLOWED_FORMATS:
        return HttpResponseBadRequest("unsupported output format")
    geometry = request.POST.get("size", "800x600")

    work_dir, src = store_upload(upload)
    dst = os.path.join(work_dir, f"converted.{out_format}")
    if not resize_image(src, dst, geometry):
        logger.error("conversion failed for user %s", request.user.pk)
        return HttpResponseServerError("conversion failed")

    return FileResponse(open(dst, "rb"), as_attachment=True, filename=f"image.{out_format}")
