import urllib.request

from django.contrib.auth.decorators import login_required
from django.core.files.base import ContentFile
from django.http import JsonResponse
from django.views.decorators.http import require_POST


@login_required
@require_POST
def import_avatar(request):
    src = request.POST.get("avatar_url", "").strip()
    if not src.lower().startswith(("http://", "https://")):
        return JsonResponse({"error": "only http(s) links are supported"}, status=400)
    with urllib.request.urlopen(src, timeout=5) as resp:
        data = resp.read(2_000_000)
        ctype = resp.headers.get_content_type()
    if not ctype.startswith("image/"):
        return JsonResponse({"error": f"not an image ({ctype})", "preview": data[:200].decode("latin-1")}, status=415)
    request.user.profile.avatar.save(f"{request.user.pk}.img", ContentFile(data))
    return JsonResponse({"size": len(data), "content_type": ctype})
