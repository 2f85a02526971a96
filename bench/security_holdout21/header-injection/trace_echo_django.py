from django.http import HttpResponse

ECHO_HEADERS = ("HTTP_X_TRACE_ID", "HTTP_X_CORRELATION_ID")


def trace_echo(request):
    found = [request.META.get(h) for h in ECHO_HEADERS]
    trace = next((v for v in found if v), "none")
    response = HttpResponse("ok", content_type="text/plain")
    setattr_header = lambda resp, name, value: resp.__setitem__(name, value)
    setattr_header(response, "X-Trace-Id", trace)
    return response
