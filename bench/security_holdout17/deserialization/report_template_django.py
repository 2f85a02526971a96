import yaml
from django.http import JsonResponse
from django.views import View

from reports.models import ReportTemplate


class ReportTemplateImportView(View):
    def post(self, request):
        spec = yaml.load(request.body, Loader=yaml.Loader)
        template = ReportTemplate.objects.create(
            owner=request.user,
            name=spec.get("name", "untitled"),
            columns=spec.get("columns", []),
            filters=spec.get("filters", {}),
        )
        return JsonResponse({"id": template.pk}, status=201)
