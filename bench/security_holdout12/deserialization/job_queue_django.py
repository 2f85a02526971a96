import jsonpickle
from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import HttpResponseBadRequest, JsonResponse
from django.utils import timezone
from django.utils.decorators import method_decorator
from django.views import View
from django.views.decorators.csrf import csrf_exempt

from .models import Job


class JobCodec:
    def encode(self, payload):
        return jsonpickle.encode(payload)

    def decode(self, text):
        return jsonpickle.decode(text)


class JobService:
    def __init__(self, codec=None):
        self.codec = codec or JobCodec()

    def enqueue(self, owner, raw_body):
        payload = self.codec.decode(raw_body)
        job = Job.objects.create(owner=owner, payload=self.codec.encode(payload), queued_at=timezone.now())
        return job

    def status(self, owner):
        return list(Job.objects.filter(owner=owner).values("id", "state", "queued_at"))


@method_decorator(csrf_exempt, name="dispatch")
class JobSubmitView(LoginRequiredMixin, View):
    def post(self, request):
        if not request.body:
            return HttpResponseBadRequest("empty body")
        job = JobService().enqueue(request.user, request.body.decode("utf-8"))
        return JsonResponse({"id": job.pk, "state": job.state}, status=202)


class JobStatusView(LoginRequiredMixin, View):
    def get(self, request):
        return JsonResponse({"jobs": JobService().status(request.user)}, json_dumps_params={"default": str})


class JobCancelView(LoginRequiredMixin, View):
    def post(self, request, pk):
        updated = Job.objects.filter(pk=pk, owner=request.user, state="queued").update(state="cancelled")
        return JsonResponse({"cancelled": bool(updated)})
