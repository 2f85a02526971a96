import os
import shlex
import subprocess

from django.conf import settings
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_GET, require_POST

SIZES = {"small": "128x128", "medium": "512x512", "large": "1024x1024"}


def _media_path(*parts):
    return os.path.join(settings.MEDIA_ROOT, *parts)


@require_GET
def list_images(request):
    folder = _media_path("images")
    names = sorted(n for n in os.listdir(folder) if n.lower().endswith((".png", ".jpg")))
    return JsonResponse({"images": names})


@require_POST
def make_thumbnail(request):
    image_name = request.POST.get("image", "")
    size_key = request.POST.get("size", "small")
    caption = request.POST.get("caption", "")
    if size_key not in SIZES:
        return HttpResponseBadRequest("unknown size")
    src = _media_path("images", image_name)
    dst = _media_path("thumbs", f"{size_key}-{os.path.basename(image_name)}")
    cmd = "convert {src} -thumbnail {size} -set comment {caption} {dst}".format(
        src=shlex.quote(src),
        size=shlex.quote(SIZES[size_key]),
        caption=shlex.quote(caption),
        dst=shlex.quote(dst),
    )
    completed = subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=60)
    if completed.returncode != 0:
        return JsonResponse({"error": completed.stderr[-500:]}, status=500)
    return JsonResponse({"thumbnail": os.path.basename(dst)})


@require_GET
def thumbnail_info(request, name):
    path = _media_path("thumbs", os.path.basename(name))
    if not os.path.exists(path):
        return JsonResponse({"error": "missing"}, status=404)
    stat = os.stat(path)
    return JsonResponse({"name": os.path.basename(path), "bytes": stat.st_size})
