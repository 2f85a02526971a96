import yaml
from django.contrib.auth.mixins import PermissionRequiredMixin
from django.http import HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404
from django.views import View

from .models import Workflow

MAX_UPLOAD = 256 * 1024


class WorkflowPermissionMixin(PermissionRequiredMixin):
    permission_required = "workflows.change_workflow"


class WorkflowCodec:
    def decode(self, stream):
        return yaml.load(stream, Loader=yaml.Loader)

    def encode(self, definition):
        return yaml.dump(definition, sort_keys=False)


class WorkflowImportView(WorkflowPermissionMixin, View):
    codec = WorkflowCodec()

    def post(self, request):
        upload = request.FILES.get("definition")
        if upload is None or upload.size > MAX_UPLOAD:
            return JsonResponse({"error": "missing or too large"}, status=400)
        definition = self.codec.decode(upload.read())
        if not isinstance(definition, dict) or "steps" not in definition:
            return JsonResponse({"error": "invalid workflow"}, status=422)
        workflow = Workflow.objects.create(
            name=str(definition.get("name", upload.name)),
            steps=definition["steps"],
            owner=request.user,
        )
        return JsonResponse({"id": workflow.pk}, status=201)


class WorkflowExportView(WorkflowPermissionMixin, View):
    codec = WorkflowCodec()

    def get(self, request, pk):
        workflow = get_object_or_404(Workflow, pk=pk, owner=request.user)
        body = self.codec.encode({"name": workflow.name, "steps": workflow.steps})
        response = HttpResponse(body, content_type="application/x-yaml")
        response["Content-Disposition"] = f'attachment; filename="workflow-{workflow.pk}.yaml"'
        return response


class WorkflowListView(WorkflowPermissionMixin, View):
    def get(self, request):
        rows = Workflow.objects.filter(owner=request.user).values("id", "name")
        return JsonResponse({"workflows": list(rows)})
