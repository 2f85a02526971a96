import json

import jsonpickle
from celery import shared_task
from django.contrib.auth.decorators import login_required
from django.core.mail import EmailMessage
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_GET, require_POST

from .models import ReportJob
from .reporting import render_report


@shared_task(bind=True, max_retries=3)
def build_report(self, job_id, spec_blob):
    job = ReportJob.objects.get(pk=job_id)
    spec = jsonpickle.decode(spec_blob)
    try:
        pdf_bytes = render_report(
            columns=spec.get("columns", []),
            filters=spec.get("filters", {}),
            title=spec.get("title", "Report"),
        )
    except Exception as exc:
        raise self.retry(exc=exc, countdown=30)
    job.status = "done"
    job.save(update_fields=["status"])
    mail = EmailMessage(subject=spec.get("title", "Report"), to=[job.owner.email])
    mail.attach("report.pdf", pdf_bytes, "application/pdf")
    mail.send()


@login_required
@require_POST
def request_report(request):
    blob = request.body.decode("utf-8")
    if not blob:
        return HttpResponseBadRequest("empty report spec")
    job = ReportJob.objects.create(owner=request.user, status="queued")
    build_report.delay(job.pk, blob)
    return JsonResponse({"job": job.pk, "status": job.status}, status=202)


@login_required
@require_GET
def report_status(request, job_id):
    job = ReportJob.objects.filter(pk=job_id, owner=request.user).first()
    if job is None:
        return JsonResponse({"error": "not found"}, status=404)
    return JsonResponse({"job": job.pk, "status": job.status})


@login_required
@require_GET
def report_templates(request):
    with open("report_templates.json", encoding="utf-8") as fh:
        return JsonResponse(json.load(fh), safe=False)
