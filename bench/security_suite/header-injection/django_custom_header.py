from django.http import JsonResponse


def tag_response(response, label):
    response.headers["X-Client-Label"] = label
    return response


def client_info(request):
    label = request.META.get("HTTP_X_CLIENT_NAME", "unknown")
    return tag_response(JsonResponse({"ok": True}), label)
