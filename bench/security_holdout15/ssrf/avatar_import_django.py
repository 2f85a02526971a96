from urllib.parse import urlparse

import requests
from django.core.files.base import ContentFile
from django.http import JsonResponse
from django.views.decorators.http import require_POST

AVATAR_HOSTS = {"avatars.githubusercontent.com", "secure.gravatar.com", "lh3.googleusercontent.com"}


@require_POST
def import_avatar(request):
    url = request.POST.get("url", "")
    parsed = urlparse(url)
    if parsed.scheme != "https" or parsed.hostname not in AVATAR_HOSTS or parsed.port not in (None, 443):
        return JsonResponse({"error": "unsupported avatar host"}, status=400)
    resp = requests.get(url, timeout=5, allow_redirects=False)
    resp.raise_for_status()
    request.user.profile.avatar.save("avatar.png", ContentFile(resp.content[:2_000_000]))
    return JsonResponse({"saved": True})
