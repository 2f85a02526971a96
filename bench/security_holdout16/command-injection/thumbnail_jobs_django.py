import os
import subprocess
import uuid

from django.conf import settings
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST

ALLOWED_SIZES = {"small": "128x128", "medium": "512x512", "large": "1024x1024"}
MEDIA_ROOT = getattr(settings, "MEDIA_ROOT", "/srv/media")


def _output_path(job_id):
    return os.path.join(MEDIA_ROOT, "thumbs", f"{job_id}.png")


@require_POST
def create_thumbnail(request):
    source = request.POST.get("source", "")
    size = ALLOWED_SIZES.get(request.POST.get("size", "small"))
    if size is None:
        return HttpResponseBadRequest("size")
    if not source.lower().endswith((".png", ".jpg", ".jpeg")):
        return HttpResponseBadRequest("type")
    job_id = uuid.uuid4().hex
    src = os.path.join(MEDIA_ROOT, "uploads", source)
    script = "convert " + src + " -resize " + size + " " + _output_path(job_id)
    proc = subprocess.run(["sh", "-c", script], capture_output=True, timeout=60)
    if proc.returncode != 0:
        return JsonResponse({"error": "conversion failed"}, status=500)
    return JsonResponse({"job": job_id})


def thumbnail_info(request, job_id):
    try:
        job = uuid.UUID(job_id).hex
    except ValueError:
        return HttpResponseBadRequest("job")
    path = _output_path(job)
    if not os.path.exists(path):
        return JsonResponse({"ready": False})
    proc = subprocess.run(["identify", "-format", "%wx%h", path], capture_output=True, timeout=30)
    return JsonResponse({"ready": True, "geometry": proc.stdout.decode().strip()})


def disk_usage(request):
    proc = subprocess.run(["du", "-sh", os.path.join(MEDIA_ROOT, "thumbs")], capture_output=True, timeout=30)
    usage = proc.stdout.decode().split()[0] if proc.stdout else None
    return JsonResponse({"usage": usage})
