import json

import yaml
from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST

from .models import Pipeline

DECODERS = {
    "application/json": json.loads,
    "application/x-yaml": lambda body: yaml.safe_load(body),
}


def decode_definition(content_type, body):
    decoder = DECODERS.get(content_type.split(";")[0].strip())
    if decoder is None:
        raise ValueError(f"unsupported content type {content_type!r}")
    try:
        return decoder(body)
    except (json.JSONDecodeError, yaml.YAMLError) as exc:
        raise ValueError(str(exc))


class PipelineImporter:
    def __init__(self, owner):
        self.owner = owner

    def create(self, definition):
        steps = definition.get("steps", [])
        return Pipeline.objects.create(owner=self.owner, name=str(definition.get("name", "untitled")), steps=steps)


@login_required
@require_POST
def upload_pipeline(request):
    try:
        definition = decode_definition(request.content_type or "", request.body)
    except ValueError as exc:
        return HttpResponseBadRequest(str(exc))
    if not isinstance(definition, dict):
        return HttpResponseBadRequest("definition must be a mapping")
    pipeline = PipelineImporter(request.user).create(definition)
    return JsonResponse({"id": pipeline.pk, "steps": len(pipeline.steps)}, status=201)
