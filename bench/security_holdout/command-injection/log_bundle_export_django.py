import shlex
import subprocess
from pathlib import Path

from django.conf import settings
from django.http import FileResponse, HttpResponseBadRequest
from django.views.decorators.http import require_POST


@require_POST
def export_logs(request):
    service = request.POST.get("service")
    if not service:
        return HttpResponseBadRequest("service required")
    out = Path(settings.EXPORT_ROOT) / f"{request.user.pk}-logs.tar.gz"
    subprocess.run(
        f"tar czf {shlex.quote(str(out))} -C {shlex.quote(settings.LOG_ROOT)} -- {shlex.quote(service)}",
        shell=True,
        check=True,
    )
    return FileResponse(open(out, "rb"), as_attachment=True)
