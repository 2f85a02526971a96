from django.http import JsonResponse


def tag_response(response, label):
    response.headers["X-Client-Label"] = label
    return response


def client_info(request):
    raw = request.META.get("HTTP_X_CLIENT_NAME", "unknown")
    label = raw.replace("\r", "").replace("\n", "")
    return tag_response(JsonResponse({"ok": True}), label)
