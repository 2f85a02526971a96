import urllib.request

from django.core.files.base import ContentFile
from django.http import JsonResponse
from django.views.decorators.http import require_POST

MAX_AVATAR = 2 * 1024 * 1024


@require_POST
def avatar_fetch(request):
    avatar_url = request.POST.get("avatar_url", "").strip()
    if not avatar_url:
        return JsonResponse({"error": "avatar_url required"}, status=400)
    with urllib.request.urlopen(avatar_url, timeout=10) as resp:
        data = resp.read(MAX_AVATAR + 1)
    if len(data) > MAX_AVATAR:
        return JsonResponse({"error": "image too large"}, status=413)
    request.user.profile.avatar.save("avatar.png", ContentFile(data))
    return JsonResponse({"size": len(data)})
