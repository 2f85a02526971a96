from django.http import JsonResponse


class TraceContext:
    def __init__(self, params):
        self.parent = params.get("trace", "")
        self.span = params.get("span", "0")

    @property
    def header_value(self):
        return "{};span={}".format(self.parent, self.span)


def trace_echo(request):
    ctx = TraceContext(request.GET)
    response = JsonResponse({"traced": bool(ctx.parent)})
    response["X-Trace-Context"] = ctx.header_value
    return response
