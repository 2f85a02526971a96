import logging
import mimetypes
import os

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpResponse, JsonResponse

logger = logging.getLogger("attachments")

ATTACHMENT_ROOT = getattr(settings, "ATTACHMENT_ROOT", "/data/attachments")
MAX_PREVIEW = 64 * 1024


class AttachmentStore:
    def __init__(self, root):
        self.root = root

    def _user_dir(self, user):
        return os.path.join(self.root, "u%d" % user.pk)

    def listing(self, user):
        folder = self._user_dir(user)
        if not os.path.isdir(folder):
            return []
        return sorted(os.listdir(folder))

    def locate(self, user, filename):
        return self._user_dir(user) + "/" + filename

    def read(self, user, filename, limit=None):
        path = self.locate(user, filename)
        if not os.path.isfile(path):
            raise FileNotFoundError(path)
        with open(path, "rb") as fh:
            return fh.read(limit) if limit else fh.read()


store = AttachmentStore(ATTACHMENT_ROOT)


@login_required
def list_attachments(request):
    return JsonResponse({"files": store.listing(request.user)})


@login_required
def preview_attachment(request):
    filename = request.GET.get("name", "")
    try:
        data = store.read(request.user, filename, limit=MAX_PREVIEW)
    except FileNotFoundError:
        logger.info("missing attachment %s for %s", filename, request.user)
        raise Http404("no such attachment")
    ctype, _ = mimetypes.guess_type(filename)
    return HttpResponse(data, content_type=ctype or "application/octet-stream")
