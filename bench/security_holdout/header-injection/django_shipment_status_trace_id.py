import re
import uuid

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.shortcuts import get_object_or_404

from shipping.models import Shipment

TRACE_ID_RE = re.compile(r"[A-Za-z0-9-]{8,64}")


@login_required
def shipment_status(request, shipment_id):
    shipment = get_object_or_404(Shipment, pk=shipment_id, order__customer=request.user)
    response = JsonResponse({"status": shipment.status, "carrier": shipment.carrier})
    trace_id = request.META.get("HTTP_X_TRACE_ID", "")
    if not TRACE_ID_RE.fullmatch(trace_id):
        trace_id = uuid.uuid4().hex
    response["X-Trace-Id"] = trace_id
    return response
