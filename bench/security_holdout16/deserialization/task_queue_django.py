import json
import uuid

import jsonpickle
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_GET, require_POST

from .models import Job

MAX_BODY = 64 * 1024
QUEUES = {"default", "reports", "emails"}


def _queue_name(request):
    name = request.GET.get("queue", "default")
    return name if name in QUEUES else None


@csrf_exempt
@require_POST
def enqueue(request):
    queue = _queue_name(request)
    if queue is None:
        return HttpResponseBadRequest("unknown queue")
    if len(request.body) > MAX_BODY:
        return HttpResponseBadRequest("payload too large")
    try:
        json.loads(request.body)
    except json.JSONDecodeError:
        return HttpResponseBadRequest("payload must be JSON")
    task = jsonpickle.decode(request.body.decode("utf-8"))
    job = Job.objects.create(
        id=uuid.uuid4(),
        queue=queue,
        kind=type(task).__name__,
        payload=jsonpickle.encode(task),
    )
    return JsonResponse({"job": str(job.id), "queue": queue}, status=202)


@require_GET
def job_status(request, job_id):
    try:
        job = Job.objects.get(pk=uuid.UUID(str(job_id)))
    except (ValueError, Job.DoesNotExist):
        return JsonResponse({"error": "not found"}, status=404)
    return JsonResponse({"job": str(job.id), "state": job.state, "queue": job.queue})


@require_GET
def queue_depth(request):
    queue = _queue_name(request)
    if queue is None:
        return HttpResponseBadRequest("unknown queue")
    depth = Job.objects.filter(queue=queue, state="pending").count()
    return JsonResponse({"queue": queue, "pending": depth})
