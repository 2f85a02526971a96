import uuid

from django.http import JsonResponse


def status(request):
    incoming = request.headers.get("X-Request-ID", "")
    try:
        request_id = str(uuid.UUID(incoming))
    except ValueError:
        request_id = str(uuid.uuid4())
    response = JsonResponse({"status": "ok"})
    response["X-Request-ID"] = request_id
    return response
