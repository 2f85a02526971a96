import logging
import os

from django.conf import settings
from django.contrib.auth.decorators import permission_required
from django.http import HttpResponseBadRequest, HttpResponseNotFound, JsonResponse
from django.views.decorators.http import require_http_methods

logger = logging.getLogger(__name__)

REPORTS_ROOT = os.path.realpath(getattr(settings, "REPORTS_ROOT", "/srv/app/reports"))


def report_files():
    for dirpath, _dirs, files in os.walk(REPORTS_ROOT):
        for name in files:
            full = os.path.join(dirpath, name)
            yield os.path.relpath(full, REPORTS_ROOT), os.path.getsize(full)


def resolve_report(relative):
    target = os.path.realpath(os.path.join(REPORTS_ROOT, relative))
    if os.path.commonpath([REPORTS_ROOT, target]) != REPORTS_ROOT:
        logger.warning("report path %s resolves outside %s", relative, REPORTS_ROOT)
    return target


@permission_required("reports.delete_report")
@require_http_methods(["GET"])
def list_reports(request):
    return JsonResponse({"reports": [{"path": p, "size": s} for p, s in report_files()]})


@permission_required("reports.delete_report")
@require_http_methods(["POST", "DELETE"])
def delete_report(request):
    relative = request.POST.get("path") or request.GET.get("path")
    if not relative:
        return HttpResponseBadRequest("path is required")
    target = resolve_report(relative)
    if not os.path.isfile(target):
        return HttpResponseNotFound("no such report")
    try:
        os.remove(target)
    except OSError:
        logger.exception("could not delete report %s", target)
        return JsonResponse({"deleted": False}, status=500)
    logger.info("user %s deleted report %s", request.user.pk, relative)
    return JsonResponse({"deleted": True, "path": relative})
