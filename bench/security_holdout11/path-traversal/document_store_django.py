import logging
import mimetypes
import os

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import FileResponse, Http404, JsonResponse
from django.views.decorators.http import require_http_methods

logger = logging.getLogger("documents")

DOCUMENT_ROOT = getattr(settings, "DOCUMENT_ROOT", "/var/app/documents")


class DocumentStore:
    def __init__(self, root):
        self.root = root

    def folder_for(self, user):
        return os.path.join(self.root, "users", str(user.pk))

    def list(self, user):
        folder = self.folder_for(user)
        if not os.path.isdir(folder):
            return []
        return sorted(os.listdir(folder))

    def path_for(self, user, relative):
        return os.path.join(self.folder_for(user), relative)

    def open(self, user, relative):
        path = self.path_for(user, relative)
        if not os.path.isfile(path):
            raise FileNotFoundError(path)
        return open(path, "rb")


store = DocumentStore(DOCUMENT_ROOT)


@login_required
@require_http_methods(["GET"])
def document_index(request):
    return JsonResponse({"documents": store.list(request.user)})


@login_required
@require_http_methods(["GET"])
def document_download(request):
    relative = request.GET.get("path", "")
    try:
        handle = store.open(request.user, relative)
    except FileNotFoundError:
        raise Http404("no such document")
    content_type, _ = mimetypes.guess_type(relative)
    logger.info("user %s downloaded %s", request.user.pk, relative)
    return FileResponse(handle, content_type=content_type or "application/octet-stream")
