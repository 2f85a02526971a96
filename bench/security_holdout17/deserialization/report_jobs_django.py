import pickle
from datetime import datetime, timezone

from django.http import HttpResponse, JsonResponse
from django.views.decorators.http import require_GET, require_POST

from .models import ReportJob


class JobSnapshot:
    def __init__(self, encoded):
        self.encoded = encoded

    def payload(self):
        return bytes.fromhex(self.encoded)

    def restore(self):
        return pickle.loads(self.payload())


def _job_dict(job):
    return {
        "id": job.pk,
        "name": job.name,
        "status": job.status,
        "created": job.created_at.isoformat(),
    }


@require_GET
def list_jobs(request):
    jobs = ReportJob.objects.order_by("-created_at")[:25]
    return JsonResponse({"jobs": [_job_dict(j) for j in jobs]})


@require_POST
def create_job(request):
    name = request.POST.get("name", "").strip()[:80]
    if not name:
        return HttpResponse("name required", status=400)
    job = ReportJob.objects.create(name=name, status="queued")
    return JsonResponse(_job_dict(job), status=201)


@require_POST
def resume_job(request, job_id):
    job = ReportJob.objects.filter(pk=job_id).first()
    if job is None:
        return JsonResponse({"error": "not found"}, status=404)
    snapshot = JobSnapshot(request.POST.get("snapshot", ""))
    state = snapshot.restore()
    job.status = "running"
    job.save(update_fields=["status"])
    return JsonResponse(
        {
            "job": _job_dict(job),
            "resumed_at": datetime.now(timezone.utc).isoformat(),
            "cursor": state.get("cursor"),
        }
    )
