import mimetypes
import os

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import FileResponse, Http404, JsonResponse
from django.views.decorators.http import require_GET, require_POST

DOCS_ROOT = os.path.join(settings.BASE_DIR, "documents")


def _user_dir(user):
    path = os.path.join(DOCS_ROOT, str(user.pk))
    os.makedirs(path, exist_ok=True)
    return path


@login_required
@require_GET
def document_index(request):
    folder = _user_dir(request.user)
    return JsonResponse({"documents": sorted(os.listdir(folder))})


@login_required
@require_POST
def document_upload(request):
    upload = request.FILES["document"]
    name = os.path.basename(upload.name)
    with open(os.path.join(_user_dir(request.user), name), "wb") as fh:
        for chunk in upload.chunks():
            fh.write(chunk)
    return JsonResponse({"stored": name}, status=201)


@login_required
@require_GET
def document_view(request):
    name = request.GET.get("doc", "")
    path = os.path.join(_user_dir(request.user), name)
    if not os.path.isfile(path):
        raise Http404("no such document")
    content_type, _ = mimetypes.guess_type(path)
    return FileResponse(open(path, "rb"), content_type=content_type or "application/octet-stream")


@login_required
@require_GET
def document_stats(request):
    folder = _user_dir(request.user)
    total = sum(os.path.getsize(os.path.join(folder, n)) for n in os.listdir(folder))
    return JsonResponse({"bytes": total})
