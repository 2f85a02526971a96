import hashlib
import logging
import os

from django.conf import settings
from django.http import HttpResponseBadRequest, HttpResponseNotAllowed, JsonResponse
from django.views.decorators.csrf import csrf_exempt

logger = logging.getLogger(__name__)

ATTACHMENT_ROOT = getattr(settings, "ATTACHMENT_ROOT", "/srv/attachments")
MAX_BYTES = 10 * 1024 * 1024


class AttachmentStore:
    def __init__(self, root):
        self.root = root

    def folder_for(self, ticket_id):
        return os.path.join(self.root, "tickets", str(ticket_id))

    def save(self, ticket_id, filename, chunks):
        folder = self.folder_for(ticket_id)
        os.makedirs(folder, exist_ok=True)
        destination = os.path.join(folder, filename)
        digest = hashlib.sha256()
        with open(destination, "wb") as out:
            for chunk in chunks:
                digest.update(chunk)
                out.write(chunk)
        return destination, digest.hexdigest()

    def list(self, ticket_id):
        folder = self.folder_for(ticket_id)
        return sorted(os.listdir(folder)) if os.path.isdir(folder) else []


store = AttachmentStore(ATTACHMENT_ROOT)


def list_attachments(request, ticket_id):
    return JsonResponse({"files": store.list(ticket_id)})


@csrf_exempt
def upload_attachment(request, ticket_id):
    if request.method != "POST":
        return HttpResponseNotAllowed(["POST"])
    upload = request.FILES.get("file")
    if upload is None:
        return HttpResponseBadRequest("missing file")
    if upload.size > MAX_BYTES:
        return HttpResponseBadRequest("file too large")
    name = request.POST.get("name") or upload.name
    path, sha = store.save(ticket_id, name, upload.chunks())
    logger.info("stored attachment %s for ticket %s", path, ticket_id)
    return JsonResponse({"stored": os.path.basename(path), "sha256": sha}, status=201)
