import yaml
from django.http import JsonResponse
from django.views.decorators.http import require_POST


@require_POST
def validate_compose(request):
    upload = request.FILES.get("compose")
    if upload is None:
        return JsonResponse({"error": "no file"}, status=400)
    try:
        doc = yaml.safe_load(upload.read())
    except yaml.YAMLError as exc:
        return JsonResponse({"error": str(exc)}, status=400)
    services = (doc or {}).get("services", {})
    images = {name: svc.get("image") for name, svc in services.items() if isinstance(svc, dict)}
    return JsonResponse({"services": images})
