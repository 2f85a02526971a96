from pathlib import Path

from django.http import JsonResponse
from werkzeug.utils import secure_filename

AVATAR_ROOT = Path("/srv/media/avatars")


def save_avatar(request):
    upload = request.FILES["avatar"]
    safe_name = secure_filename(upload.name)
    destination = AVATAR_ROOT / safe_name
    with open(destination, "wb") as handle:
        for chunk in upload.chunks():
            handle.write(chunk)
    return JsonResponse({"saved": safe_name})
