import subprocess

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

MEDIA_ROOT = "/srv/media"


@csrf_exempt
def make_thumbnail(request):
    name = request.POST.get("image", "")
    size = request.POST.get("size", "128x128")
    parts = ["convert", f"{MEDIA_ROOT}/{name}", "-resize", size, f"{MEDIA_ROOT}/thumbs/{name}"]
    command = " ".join(parts)
    result = subprocess.run(command, shell=True, capture_output=True, text=True)
    return JsonResponse({"ok": result.returncode == 0, "stderr": result.stderr})
