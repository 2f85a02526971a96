import logging
import os
import re

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest, HttpResponseNotFound, JsonResponse
from django.views.decorators.http import require_POST

logger = logging.getLogger(__name__)

FILENAME_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,127}")
UPLOAD_SUBDIR = "user_uploads"


class UploadLocator:
    def __init__(self, base_dir):
        self.base_dir = os.path.realpath(base_dir)

    def user_dir(self, user_id):
        return os.path.join(self.base_dir, str(int(user_id)))

    def resolve(self, user_id, filename):
        if not FILENAME_RE.fullmatch(filename) or ".." in filename:
            raise ValueError("invalid file name")
        folder = self.user_dir(user_id)
        path = os.path.realpath(os.path.join(folder, filename))
        if os.path.dirname(path) != folder:
            raise ValueError("file outside user folder")
        return path


def get_locator():
    return UploadLocator(os.path.join(settings.MEDIA_ROOT, UPLOAD_SUBDIR))


@login_required
@require_POST
def delete_upload(request):
    filename = request.POST.get("filename", "")
    locator = get_locator()
    try:
        path = locator.resolve(request.user.pk, filename)
    except ValueError as exc:
        return HttpResponseBadRequest(str(exc))
    if not os.path.isfile(path):
        return HttpResponseNotFound("no such upload")
    os.remove(path)
    logger.info("user %s removed upload %s", request.user.pk, filename)
    remaining = sorted(os.listdir(locator.user_dir(request.user.pk)))
    return JsonResponse({"deleted": filename, "remaining": remaining})
