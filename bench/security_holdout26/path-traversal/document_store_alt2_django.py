import os
import uuid

from django.http import FileResponse, Http404, HttpResponseBadRequest, JsonResponse
from django.urls import path
from django.views.decorators.http import require_GET, require_POST

DOC_ROOT = "/srv/documents"


def doc_path(doc_id):
    return os.path.join(DOC_ROOT, f"{doc_id}.pdf")


@require_GET
def list_documents(request):
    names = [n[:-4] for n in os.listdir(DOC_ROOT) if n.endswith(".pdf")]
    return JsonResponse({"documents": sorted(names)})


@require_GET
def download_document(request):
    raw = request.GET.get("id", "")
    try:
        doc_id = uuid.UUID(raw)
    except ValueError:
        return HttpResponseBadRequest("invalid id")
    target = doc_path(doc_id)
    if not os.path.isfile(target):
        raise Http404("no such document")
    return FileResponse(open(target, "rb"), as_attachment=True, filename=f"{doc_id}.pdf")


@require_POST
def upload_document(request):
    upload = request.FILES.get("file")
    if upload is None:
        return HttpResponseBadRequest("missing file")
    doc_id = uuid.uuid4()
    with open(doc_path(doc_id), "wb") as out:
        for chunk in upload.chunks():
            out.write(chunk)
    return JsonResponse({"id": str(doc_id)}, status=201)


urlpatterns = [
    path("documents/", list_documents),
    path("documents/download/", download_document),
    path("documents/upload/", upload_document),
]
