import mimetypes
import os

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import FileResponse, Http404, HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST


class DocumentFolder:
    def __init__(self, user):
        self.root = os.path.join(settings.MEDIA_ROOT, "documents", str(user.pk))
        os.makedirs(self.root, exist_ok=True)

    def path_for(self, name):
        return os.path.join(self.root, name)

    def listing(self):
        entries = []
        for entry in os.scandir(self.root):
            if entry.is_file():
                entries.append({"name": entry.name, "size": entry.stat().st_size})
        return sorted(entries, key=lambda e: e["name"])

    def remove(self, name):
        os.remove(self.path_for(name))


def _checked_name(name):
    if not name or name.startswith(".."):
        raise ValueError("invalid name")
    return name


@login_required
def list_documents(request):
    return JsonResponse({"documents": DocumentFolder(request.user).listing()})


@login_required
def download_document(request, doc_id):
    doc = request.user.documents.filter(pk=doc_id).first()
    if doc is None:
        raise Http404()
    ctype, _ = mimetypes.guess_type(doc.file.name)
    return FileResponse(doc.file.open("rb"), content_type=ctype or "application/octet-stream")


@login_required
@require_POST
def delete_document(request):
    try:
        name = _checked_name(request.POST.get("name", ""))
    except ValueError:
        return HttpResponseBadRequest("invalid name")
    folder = DocumentFolder(request.user)
    if not os.path.exists(folder.path_for(name)):
        raise Http404()
    folder.remove(name)
    return JsonResponse({"deleted": name})
