import yaml
from django.http import JsonResponse
from django.views import View

from ci.models import Pipeline


class PipelineImportView(View):
    def post(self, request, project_id):
        try:
            spec = yaml.load(request.body, Loader=yaml.BaseLoader)
        except yaml.YAMLError as exc:
            return JsonResponse({"error": str(exc)}, status=400)
        if not isinstance(spec, dict) or "stages" not in spec:
            return JsonResponse({"error": "missing stages"}, status=400)
        pipeline = Pipeline.objects.create(project_id=project_id, definition=spec)
        return JsonResponse({"id": pipeline.pk, "stages": len(spec["stages"])}, status=201)
