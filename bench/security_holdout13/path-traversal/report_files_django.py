import os
from datetime import datetime

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import FileResponse, Http404, JsonResponse
from django.views.decorators.http import require_GET, require_POST

REPORTS = {
    "root": getattr(settings, "REPORTS_ROOT", "/var/app/reports"),
    "extensions": (".csv", ".xlsx", ".pdf"),
}


@login_required
@require_GET
def list_reports(request):
    folder = _report_dir(request.user)
    entries = []
    if os.path.isdir(folder):
        for name in sorted(os.listdir(folder)):
            if name.endswith(REPORTS["extensions"]):
                stat = os.stat(os.path.join(folder, name))
                entries.append({"name": name, "modified": datetime.fromtimestamp(stat.st_mtime).isoformat()})
    return JsonResponse({"reports": entries})


@login_required
@require_GET
def download_report(request):
    name = request.GET.get("name", "")
    if not name.endswith(REPORTS["extensions"]):
        raise Http404("unsupported report type")
    full_path = os.path.join(_report_dir(request.user), name)
    if not os.path.exists(full_path):
        raise Http404("no such report")
    return FileResponse(open(full_path, "rb"), as_attachment=True, filename=os.path.basename(full_path))


@login_required
@require_POST
def clear_reports(request):
    folder = _report_dir(request.user)
    removed = 0
    if os.path.isdir(folder):
        for name in os.listdir(folder):
            os.remove(os.path.join(folder, name))
            removed += 1
    return JsonResponse({"removed": removed})


def _report_dir(user):
    return os.path.join(REPORTS["root"], str(user.pk))
