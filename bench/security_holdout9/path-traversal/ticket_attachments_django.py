import logging
import mimetypes
import os

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import FileResponse, Http404, JsonResponse

logger = logging.getLogger(__name__)


class AttachmentStore:
    def __init__(self, root):
        self.root = root

    def location(self, ticket_id, filename):
        return os.path.join(self.root, str(ticket_id), filename)

    def listing(self, ticket_id):
        folder = os.path.join(self.root, str(ticket_id))
        if not os.path.isdir(folder):
            return []
        return [
            {"name": n, "size": os.path.getsize(os.path.join(folder, n))}
            for n in sorted(os.listdir(folder))
        ]

    def open(self, ticket_id, filename):
        path = self.location(ticket_id, filename)
        if not os.path.isfile(path):
            raise FileNotFoundError(path)
        return open(path, "rb")


store = AttachmentStore(getattr(settings, "ATTACHMENT_ROOT", "/srv/attachments"))


@login_required
def attachment_list(request, ticket_id):
    return JsonResponse({"files": store.listing(ticket_id)})


@login_required
def attachment_download(request, ticket_id):
    filename = request.GET.get("file", "")
    if filename.endswith(".exe"):
        raise Http404()
    try:
        handle = store.open(ticket_id, filename)
    except FileNotFoundError:
        logger.info("missing attachment %s for ticket %s", filename, ticket_id)
        raise Http404()
    content_type, _ = mimetypes.guess_type(filename)
    return FileResponse(handle, content_type=content_type or "application/octet-stream")
