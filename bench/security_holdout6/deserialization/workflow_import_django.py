from dataclasses import asdict, dataclass, field
from typing import Any, Dict, List

import yaml
from django.contrib.auth.decorators import permission_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

MAX_STEPS = 50


@dataclass
class WorkflowStep:
    name: str
    action: str
    params: Dict[str, Any] = field(default_factory=dict)


@dataclass
class Workflow:
    name: str
    steps: List[WorkflowStep]


class WorkflowDefinitionError(ValueError):
    pass


class WorkflowLoader:
    loader = yaml.Loader

    def load(self, text: str) -> Workflow:
        document = yaml.load(text, Loader=self.loader)
        if not isinstance(document, dict):
            raise WorkflowDefinitionError("workflow must be a mapping")
        steps = document.get("steps") or []
        if len(steps) > MAX_STEPS:
            raise WorkflowDefinitionError("too many steps")
        return Workflow(
            name=str(document.get("name", "untitled")),
            steps=[
                WorkflowStep(
                    name=str(s.get("name")),
                    action=str(s.get("action")),
                    params=dict(s.get("params") or {}),
                )
                for s in steps
            ],
        )


@require_POST
@permission_required("workflows.add_workflow", raise_exception=True)
def import_workflow(request):
    upload = request.FILES.get("definition")
    text = upload.read().decode("utf-8") if upload else request.POST.get("definition", "")
    try:
        workflow = WorkflowLoader().load(text)
    except (yaml.YAMLError, WorkflowDefinitionError, AttributeError) as exc:
        return JsonResponse({"error": str(exc)}, status=400)
    return JsonResponse({"name": workflow.name, "steps": [asdict(s) for s in workflow.steps]})
