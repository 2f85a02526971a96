from urllib.parse import parse_qsl

from django.http import JsonResponse


def report_status(request):
    params = dict(parse_qsl(request.META.get("QUERY_STRING", ""), keep_blank_values=True))
    trace = params.get("trace", "none")
    response = JsonResponse({"status": "ok"})
    response["X-Trace-Id"] = trace
    return response
