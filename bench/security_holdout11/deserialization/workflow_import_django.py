import logging

import yaml
from django.contrib.auth.decorators import permission_required
from django.db import models
from django.http import JsonResponse
from django.views.decorators.http import require_GET, require_POST

logger = logging.getLogger("workflows")

MAX_STEPS = 100


class Workflow(models.Model):
    name = models.CharField(max_length=100, unique=True)
    definition = models.JSONField()

    class Meta:
        app_label = "automation"


class WorkflowValidationError(Exception):
    pass


def validate_definition(doc):
    if not isinstance(doc, dict):
        raise WorkflowValidationError("top level must be a mapping")
    steps = doc.get("steps")
    if not isinstance(steps, list) or not steps:
        raise WorkflowValidationError("steps must be a non-empty list")
    if len(steps) > MAX_STEPS:
        raise WorkflowValidationError("too many steps")
    for step in steps:
        if "action" not in step:
            raise WorkflowValidationError("every step needs an action")
    return doc


def load_definition(text):
    return yaml.load(text, Loader=yaml.Loader)


@permission_required("automation.add_workflow")
@require_POST
def import_workflow(request):
    upload = request.FILES.get("definition")
    if upload is None:
        return JsonResponse({"error": "definition file required"}, status=400)
    try:
        doc = validate_definition(load_definition(upload.read().decode("utf-8")))
    except (yaml.YAMLError, WorkflowValidationError) as exc:
        return JsonResponse({"error": str(exc)}, status=400)
    wf, created = Workflow.objects.update_or_create(
        name=doc.get("name", upload.name), defaults={"definition": doc}
    )
    logger.info("workflow %s imported (created=%s)", wf.name, created)
    return JsonResponse({"id": wf.pk, "created": created})


@require_GET
def list_workflows(request):
    return JsonResponse({"workflows": list(Workflow.objects.values_list("name", flat=True))})
