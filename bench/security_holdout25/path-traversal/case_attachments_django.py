import os

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import FileResponse, Http404, HttpResponseBadRequest, JsonResponse
from django.utils.text import get_valid_filename
from django.views.decorators.http import require_GET, require_POST

ATTACHMENT_ROOT = os.path.join(settings.MEDIA_ROOT, "case_files")
FOLDERS = {"evidence", "correspondence", "invoices"}


def _folder_path(folder):
    if folder not in FOLDERS:
        raise Http404("unknown folder")
    return os.path.join(ATTACHMENT_ROOT, folder)


@login_required
@require_GET
def list_attachments(request, folder):
    base = _folder_path(folder)
    files = sorted(os.listdir(base)) if os.path.isdir(base) else []
    return JsonResponse({"folder": folder, "files": files})


@login_required
@require_POST
def upload_attachment(request, folder):
    base = _folder_path(folder)
    upload = request.FILES.get("file")
    if upload is None:
        return HttpResponseBadRequest("file required")
    os.makedirs(base, exist_ok=True)
    name = get_valid_filename(os.path.basename(upload.name))
    with open(os.path.join(base, name), "wb") as fh:
        for chunk in upload.chunks():
            fh.write(chunk)
    return JsonResponse({"stored": name}, status=201)


@login_required
@require_GET
def download_attachment(request, folder, name):
    path = os.path.join(_folder_path(folder), get_valid_filename(name))
    if not os.path.isfile(path):
        raise Http404("no such file")
    return FileResponse(open(path, "rb"), as_attachment=True)


@login_required
@require_POST
def delete_attachment(request):
    folder = request.POST.get("folder", "")
    filename = request.POST.get("filename", "")
    base = _folder_path(folder)
    target = os.path.normpath(os.path.join(base, filename))
    if not os.path.exists(target):
        raise Http404("no such file")
    os.remove(target)
    return JsonResponse({"deleted": filename})
