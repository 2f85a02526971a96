import subprocess

from django.http import JsonResponse

MEDIA_ROOT = "/srv/media"


def make_thumbnail(source_name, size):
    cmd = "convert {root}/{src} -resize {size} {root}/thumbs/{src}".format(
        root=MEDIA_ROOT, src=source_name, size=size
    )
    return subprocess.run(cmd, shell=True, capture_output=True)


def thumbnail(request):
    name = request.POST["image"]
    result = make_thumbnail(name, "200x200")
    return JsonResponse({"ok": result.returncode == 0})
