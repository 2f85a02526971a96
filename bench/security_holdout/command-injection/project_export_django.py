import subprocess
from pathlib import Path

from django.conf import settings
from django.http import FileResponse, HttpResponseBadRequest
from django.views.decorators.http import require_POST


@require_POST
def export_project(request):
    project = request.POST.get("project")
    if not project:
        return HttpResponseBadRequest("project required")
    out = Path(settings.EXPORT_ROOT) / f"{request.user.pk}-export.tar.gz"
    subprocess.run(
        f"tar czf {out} -C {settings.PROJECTS_ROOT} {project}",
        shell=True,
        check=True,
    )
    return FileResponse(open(out, "rb"), as_attachment=True)
