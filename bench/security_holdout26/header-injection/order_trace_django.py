import functools
import uuid

from django.http import JsonResponse
from django.views.decorators.http import require_GET

from .models import Order


class TraceHeaders:
    def __init__(self, request):
        self.correlation_id = request.headers.get("X-Correlation-ID") or uuid.uuid4().hex

    def apply(self, response):
        response["X-Correlation-ID"] = self.correlation_id
        return response


def with_trace_headers(view):
    @functools.wraps(view)
    def wrapper(request, *args, **kwargs):
        trace = TraceHeaders(request)
        request.correlation_id = trace.correlation_id
        return trace.apply(view(request, *args, **kwargs))

    return wrapper


@require_GET
@with_trace_headers
def order_status(request, order_id):
    order = Order.objects.filter(pk=order_id).values("status", "updated_at").first()
    if order is None:
        return JsonResponse({"error": "not found"}, status=404)
    return JsonResponse({"status": order["status"], "updated_at": order["updated_at"].isoformat()})
