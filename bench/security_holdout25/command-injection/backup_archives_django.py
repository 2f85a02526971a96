import os
import subprocess

from django.conf import settings
from django.contrib.admin.views.decorators import staff_member_required
from django.http import Http404, JsonResponse
from django.views.decorators.http import require_GET, require_POST

from .models import BackupRecord

ARCHIVE_ROOT = getattr(settings, "BACKUP_ARCHIVE_ROOT", "/var/backups/app")


def _archive_info(name):
    full = os.path.join(ARCHIVE_ROOT, name)
    stat = os.stat(full)
    return {"name": name, "size": stat.st_size, "modified": stat.st_mtime}


@staff_member_required
@require_GET
def list_archives(request):
    names = sorted(n for n in os.listdir(ARCHIVE_ROOT) if n.endswith(".tar.gz"))
    return JsonResponse({"archives": [_archive_info(n) for n in names]})


@staff_member_required
@require_GET
def archive_contents(request):
    path = request.GET.get("path", "")
    if not path.startswith(ARCHIVE_ROOT):
        raise Http404("archive not found")
    listing = subprocess.getoutput(f"tar -tzf {path} | head -n 500")
    return JsonResponse({"path": path, "entries": listing.splitlines()})


@staff_member_required
@require_POST
def forget_archive(request, record_id):
    deleted, _ = BackupRecord.objects.filter(pk=record_id).delete()
    if not deleted:
        raise Http404("no such record")
    return JsonResponse({"deleted": record_id})


@staff_member_required
@require_GET
def archive_history(request):
    records = BackupRecord.objects.order_by("-created_at").values(
        "id", "archive_name", "created_at", "status"
    )[:100]
    return JsonResponse({"history": list(records)})
