import yaml
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .models import Pipeline


@login_required
@require_POST
def upload_pipeline(request):
    text = request.body.decode("utf-8")
    spec = yaml.load(text, Loader=yaml.Loader)
    if not isinstance(spec, dict) or "steps" not in spec:
        return JsonResponse({"error": "pipeline needs steps"}, status=400)
    pipeline = Pipeline.objects.create(owner=request.user, name=spec.get("name", "untitled"), spec=spec)
    return JsonResponse({"id": pipeline.pk, "steps": len(spec["steps"])}, status=201)
