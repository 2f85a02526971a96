import ast

from django.http import JsonResponse


def submit_job(request):
    payload = request.body.decode("utf-8")
    job = ast.literal_eval(payload)
    return JsonResponse({"job": repr(job)[:80]})
