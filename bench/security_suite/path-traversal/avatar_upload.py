from pathlib import Path

from django.http import JsonResponse

AVATAR_ROOT = Path("/srv/media/avatars")


def save_avatar(request):
    upload = request.FILES["avatar"]
    destination = AVATAR_ROOT / upload.name
    with open(destination, "wb") as handle:
        for chunk in upload.chunks():
            handle.write(chunk)
    return JsonResponse({"saved": upload.name})
