import logging

import yaml
from django.contrib.auth.mixins import PermissionRequiredMixin
from django.db import transaction
from django.http import JsonResponse
from django.views import View

from pipelines.models import Pipeline, Stage

logger = logging.getLogger(__name__)

ALLOWED_SUFFIXES = (".yml", ".yaml")
MAX_SIZE = 256 * 1024


class PipelineImportView(PermissionRequiredMixin, View):
    permission_required = "pipelines.add_pipeline"

    def post(self, request):
        upload = request.FILES.get("definition")
        if upload is None:
            return JsonResponse({"error": "definition file is required"}, status=400)
        if not upload.name.lower().endswith(ALLOWED_SUFFIXES):
            return JsonResponse({"error": "definition must be a YAML file"}, status=415)
        if upload.size > MAX_SIZE:
            return JsonResponse({"error": "definition is too large"}, status=413)

        definition = yaml.load(upload.read(), Loader=yaml.Loader)
        if not isinstance(definition, dict) or "stages" not in definition:
            return JsonResponse({"error": "definition needs a top-level 'stages' list"}, status=422)

        with transaction.atomic():
            pipeline = Pipeline.objects.create(
                name=str(definition.get("name") or upload.name),
                owner=request.user,
                trigger=str(definition.get("trigger", "manual")),
            )
            for position, stage in enumerate(definition["stages"]):
                Stage.objects.create(
                    pipeline=pipeline,
                    position=position,
                    name=str(stage.get("name", f"stage-{position}")),
                    image=str(stage.get("image", "")),
                    commands=[str(c) for c in stage.get("run", [])],
                )

        logger.info("pipeline %s imported by %s", pipeline.pk, request.user)
        return JsonResponse({"id": pipeline.pk, "stages": len(definition["stages"])}, status=201)
