import os
import subprocess
import uuid

from django.conf import settings
from django.http import FileResponse, HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST

UPLOAD_DIR = os.path.join(settings.MEDIA_ROOT, "uploads")
OUTPUT_DIR = os.path.join(settings.MEDIA_ROOT, "converted")


def _store_upload(upload):
    name = uuid.uuid4().hex
    path = os.path.join(UPLOAD_DIR, name)
    with open(path, "wb") as fh:
        for chunk in upload.chunks():
            fh.write(chunk)
    return name, path


@require_POST
def upload(request):
    incoming = request.FILES.get("file")
    if incoming is None:
        return HttpResponseBadRequest("missing file")
    name, _ = _store_upload(incoming)
    return JsonResponse({"id": name})


@require_POST
def convert(request):
    source_id = os.path.basename(request.POST.get("id", ""))
    options = {
        "bitrate": request.POST.get("bitrate", "128k"),
        "format": request.POST.get("format", "mp3"),
    }
    src = os.path.join(UPLOAD_DIR, source_id)
    dst = os.path.join(OUTPUT_DIR, "{}.{}".format(source_id, options["format"]))
    cmd = "ffmpeg -y -i {} -b:a {} {}".format(src, options["bitrate"], dst)
    proc = subprocess.run(cmd, shell=True, capture_output=True, timeout=120)
    if proc.returncode != 0:
        return JsonResponse({"error": "conversion failed"}, status=500)
    return JsonResponse({"output": os.path.basename(dst)})


def download(request, name):
    path = os.path.join(OUTPUT_DIR, os.path.basename(name))
    if not os.path.exists(path):
        return JsonResponse({"error": "not found"}, status=404)
    return FileResponse(open(path, "rb"), as_attachment=True)


def formats(request):
    return JsonResponse({"formats": ["mp3", "ogg", "wav"]})
