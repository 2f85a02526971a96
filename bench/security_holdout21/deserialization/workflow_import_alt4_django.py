import logging

import yaml
from django.contrib.auth.decorators import login_required, permission_required
from django.db import transaction
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST

from .models import Workflow, WorkflowStep

logger = logging.getLogger(__name__)

MAX_DEFINITION_BYTES = 200_000
REQUIRED_KEYS = ("name", "steps")


def read_definition(request):
    upload = request.FILES.get("definition")
    raw = upload.read() if upload is not None else request.body
    if len(raw) > MAX_DEFINITION_BYTES:
        raise ValueError("definition too large")
    return yaml.load(raw, Loader=yaml.Loader)


def validate(definition):
    if not isinstance(definition, dict):
        raise ValueError("definition must be a mapping")
    missing = [k for k in REQUIRED_KEYS if k not in definition]
    if missing:
        raise ValueError(f"missing keys: {', '.join(missing)}")
    if not isinstance(definition["steps"], list) or not definition["steps"]:
        raise ValueError("steps must be a non-empty list")


@login_required
@permission_required("workflows.add_workflow", raise_exception=True)
@require_POST
def import_workflow(request):
    try:
        definition = read_definition(request)
        validate(definition)
    except (ValueError, yaml.YAMLError) as exc:
        logger.info("workflow import rejected: %s", exc)
        return HttpResponseBadRequest(str(exc))
    with transaction.atomic():
        workflow = Workflow.objects.create(
            name=str(definition["name"])[:120],
            owner=request.user,
            description=str(definition.get("description", ""))[:1000],
        )
        for position, step in enumerate(definition["steps"]):
            WorkflowStep.objects.create(
                workflow=workflow,
                position=position,
                action=str(step.get("action", "noop")),
                params=step.get("params", {}),
            )
    logger.info("user %s imported workflow %s", request.user.pk, workflow.pk)
    return JsonResponse({"id": workflow.pk, "steps": len(definition["steps"])}, status=201)
