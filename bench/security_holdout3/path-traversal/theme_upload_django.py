import os
import zipfile

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest, JsonResponse
from django.utils.text import slugify
from django.views.decorators.http import require_POST


@login_required
@require_POST
def upload_theme(request):
    archive = request.FILES.get("theme")
    if archive is None:
        return HttpResponseBadRequest("theme archive missing")
    name = slugify(request.POST.get("name", "custom")) or "custom"
    dest = os.path.join(settings.MEDIA_ROOT, "themes", str(request.user.pk), name)
    os.makedirs(dest, exist_ok=True)
    written = []
    with zipfile.ZipFile(archive) as zf:
        for member in zf.infolist():
            if member.is_dir():
                continue
            target = os.path.join(dest, member.filename)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as out:
                out.write(zf.read(member))
            written.append(member.filename)
    return JsonResponse({"theme": name, "files": written})
