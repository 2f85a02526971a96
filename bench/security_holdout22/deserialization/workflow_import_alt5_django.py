import yaml
from django.http import JsonResponse
from django.views.decorators.http import require_POST


class WorkflowDocument:
    def __init__(self, text):
        self.text = text

    def parse(self):
        return yaml.load(self.text, Loader=yaml.Loader)


@require_POST
def import_workflow(request):
    doc = WorkflowDocument(request.body.decode("utf-8"))
    spec = doc.parse() or {}
    steps = [step.get("name") for step in spec.get("steps", [])]
    return JsonResponse({"workflow": spec.get("name"), "steps": steps})
