import os
from datetime import date

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import FileResponse, Http404, JsonResponse
from django.views.decorators.http import require_GET

from .models import Report


def team_root(team):
    return os.path.realpath(os.path.join(settings.REPORT_ARCHIVE_DIR, team.slug))


@login_required
@require_GET
def archive_index(request):
    root = team_root(request.user.profile.team)
    entries = []
    for dirpath, _dirs, files in os.walk(root):
        for name in files:
            full = os.path.join(dirpath, name)
            entries.append({"path": os.path.relpath(full, root), "size": os.path.getsize(full)})
    return JsonResponse({"files": sorted(entries, key=lambda e: e["path"])})


@login_required
@require_GET
def archive_download(request):
    root = team_root(request.user.profile.team)
    requested = request.GET.get("path", "")
    full = os.path.realpath(os.path.join(root, requested))
    if os.path.commonpath([root, full]) != root or not os.path.isfile(full):
        raise Http404("No such archived report")
    return FileResponse(open(full, "rb"), as_attachment=True, filename=os.path.basename(full))


@login_required
@require_GET
def monthly_summary(request, year, month):
    reports = Report.objects.filter(
        team=request.user.profile.team, created__year=year, created__month=month
    ).values("id", "title", "created")
    return JsonResponse(
        {"period": date(year, month, 1).isoformat(), "reports": list(reports)}
    )
