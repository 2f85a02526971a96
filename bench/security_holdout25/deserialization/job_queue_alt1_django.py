import base64
import hashlib
import hmac
import pickle
from dataclasses import dataclass

from django.conf import settings
from django.http import HttpResponseBadRequest, JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_GET, require_POST

from .models import JobRun
from .tasks import cleanup_task, report_task


@dataclass
class JobEnvelope:
    name: str
    payload: str
    signature: str

    @classmethod
    def from_request(cls, request):
        return cls(
            name=request.POST.get("job", ""),
            payload=request.POST.get("payload", ""),
            signature=request.headers.get("X-Job-Signature", ""),
        )

    def expected_signature(self):
        key = settings.JOB_SIGNING_KEY.encode()
        return hmac.new(key, self.payload.encode(), hashlib.sha256).hexdigest()

    def verify(self):
        return hmac.compare_digest(self.expected_signature(), self.signature)

    def arguments(self):
        return pickle.loads(base64.b64decode(self.payload))


HANDLERS = {
    "report": report_task.delay,
    "cleanup": cleanup_task.delay,
}


@csrf_exempt
@require_POST
def enqueue(request):
    envelope = JobEnvelope.from_request(request)
    handler = HANDLERS.get(envelope.name)
    if handler is None:
        return HttpResponseBadRequest("unknown job")
    envelope.verify()
    args = envelope.arguments()
    run = JobRun.objects.create(name=envelope.name, status="queued")
    handler(run.pk, **args)
    return JsonResponse({"id": run.pk, "status": run.status}, status=202)


@require_GET
def job_status(request, pk):
    run = get_object_or_404(JobRun, pk=pk)
    return JsonResponse({"id": run.pk, "name": run.name, "status": run.status})
