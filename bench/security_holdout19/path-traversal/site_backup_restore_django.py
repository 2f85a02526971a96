import os
import shutil
import tarfile
import tempfile

from celery import shared_task
from django.conf import settings
from django.contrib.admin.views.decorators import staff_member_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .models import RestoreJob


def site_dir(site_slug):
    return os.path.join(settings.SITES_ROOT, site_slug)


@shared_task
def restore_site_backup(job_id):
    job = RestoreJob.objects.get(pk=job_id)
    dest = site_dir(job.site_slug)
    staging = tempfile.mkdtemp(prefix="restore-")
    try:
        with tarfile.open(job.archive_path, "r:*") as tar:
            tar.extractall(staging)
        if os.path.isdir(dest):
            shutil.rmtree(dest)
        shutil.move(staging, dest)
        job.status = "done"
    except (tarfile.TarError, OSError) as exc:
        job.status = "failed"
        job.error = str(exc)
        shutil.rmtree(staging, ignore_errors=True)
    finally:
        os.unlink(job.archive_path)
    job.save()


@staff_member_required
@require_POST
def upload_backup(request, site_slug):
    archive = request.FILES.get("archive")
    if archive is None:
        return JsonResponse({"error": "archive required"}, status=400)
    fd, path = tempfile.mkstemp(suffix=".tar.gz", dir=settings.UPLOAD_TMP)
    with os.fdopen(fd, "wb") as out:
        for chunk in archive.chunks():
            out.write(chunk)
    job = RestoreJob.objects.create(site_slug=site_slug, archive_path=path, status="queued")
    restore_site_backup.delay(job.pk)
    return JsonResponse({"job": job.pk}, status=202)


@staff_member_required
def restore_status(request, job_id):
    job = RestoreJob.objects.filter(pk=job_id).values("status", "error").first()
    if job is None:
        return JsonResponse({"error": "not found"}, status=404)
    return JsonResponse(job)
