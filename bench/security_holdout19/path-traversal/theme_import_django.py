import os
import tarfile
import tempfile

from celery import shared_task
from django.conf import settings
from django.contrib.auth.decorators import permission_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .models import Theme, ThemeImport


@shared_task
def unpack_theme(import_id):
    job = ThemeImport.objects.select_related("theme").get(pk=import_id)
    dest = os.path.join(settings.THEMES_ROOT, str(job.theme.pk))
    os.makedirs(dest, exist_ok=True)
    try:
        with tarfile.open(job.archive_path, "r:gz") as tar:
            tar.extractall(dest, filter="data")
        job.status = "done"
    except (tarfile.TarError, OSError) as exc:
        job.status = "failed"
        job.error = str(exc)[:500]
    finally:
        os.unlink(job.archive_path)
    job.save(update_fields=["status", "error"])


@permission_required("themes.add_theme")
@require_POST
def import_theme(request):
    upload = request.FILES.get("bundle")
    name = request.POST.get("name", "").strip()
    if upload is None or not name:
        return JsonResponse({"error": "name and bundle are required"}, status=400)

    theme = Theme.objects.create(name=name, owner=request.user)
    fd, archive_path = tempfile.mkstemp(suffix=".tar.gz", dir=settings.UPLOAD_TMP)
    with os.fdopen(fd, "wb") as fh:
        for chunk in upload.chunks():
            fh.write(chunk)
    job = ThemeImport.objects.create(theme=theme, archive_path=archive_path, status="queued")
    unpack_theme.delay(job.pk)
    return JsonResponse({"theme": theme.pk, "import": job.pk}, status=202)


@permission_required("themes.view_theme")
def import_status(request, import_id):
    job = ThemeImport.objects.filter(pk=import_id).values("status", "error").first()
    if job is None:
        return JsonResponse({"error": "not found"}, status=404)
    return JsonResponse(job)
