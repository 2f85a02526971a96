import dill
from django.http import JsonResponse


def submit_job(request):
    payload = request.body
    job = dill.loads(payload)
    return JsonResponse({"job": repr(job)[:80]})
