from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.shortcuts import get_object_or_404

from orders.models import Order


@login_required
def order_status(request, order_id):
    order = get_object_or_404(Order, pk=order_id, customer=request.user)
    response = JsonResponse({"status": order.status, "updated": order.updated_at.isoformat()})
    trace_id = request.META.get("HTTP_X_TRACE_ID", "")
    if trace_id:
        response["X-Trace-Id"] = trace_id
    return response
