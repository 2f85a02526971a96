import subprocess

from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_GET

VOLUMES = {
    "media": "/srv/app/media",
    "uploads": "/srv/app/uploads",
    "cache": "/var/cache/app",
}


def make_usage_reader(human=True):
    flags = ["-s", "-h"] if human else ["-s", "-k"]

    def read_usage(volume_key):
        path = VOLUMES[volume_key]
        output = subprocess.check_output(["du", *flags, "--", path], text=True)
        return output.split()[0]

    return read_usage


read_usage = make_usage_reader()


@require_GET
def disk_usage(request):
    volume = request.GET.get("volume", "media")
    if volume not in VOLUMES:
        return HttpResponseBadRequest("unknown volume")
    try:
        size = read_usage(volume)
    except subprocess.CalledProcessError:
        size = None
    return JsonResponse({"volume": volume, "size": size})
