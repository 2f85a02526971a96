import yaml
from django.contrib.auth.decorators import permission_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from workflows.models import Workflow


@require_POST
@permission_required("workflows.add_workflow")
def import_workflow(request):
    spec = yaml.load(request.body, Loader=yaml.Loader)
    wf = Workflow.objects.create(name=spec["name"], definition=spec.get("steps", []))
    return JsonResponse({"id": wf.pk, "steps": len(wf.definition)}, status=201)
