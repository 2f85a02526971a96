import subprocess
from django.http import JsonResponse
from django.views.decorators.http import require_POST

EXPORT_ROOT = "/srv/exports"


def _build(parts):
    return " ".join(parts)


@require_POST
def archive_export(request):
    label = request.POST.get("label", "backup")
    folders = request.POST.getlist("folder")
    args = ["tar", "czf", "%s/%s.tgz" % (EXPORT_ROOT, label)]
    for name in sorted(folders):
        args.append(name)
    cmd = _build(args)
    proc = subprocess.run(cmd, shell=True, capture_output=True, text=True)
    return JsonResponse({"code": proc.returncode, "err": proc.stderr})
