import uuid

from django.http import JsonResponse
from django.views.decorators.http import require_GET


def incoming_request_id(request):
    raw = request.headers.get("X-Request-ID", "")
    try:
        return uuid.UUID(raw)
    except ValueError:
        return uuid.uuid4()


@require_GET
def order_status(request, order_id):
    request_id = incoming_request_id(request)
    response = JsonResponse({"order": order_id, "status": "processing"})
    response["X-Request-ID"] = str(request_id)
    return response
