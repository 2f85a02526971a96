import yaml
from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import JsonResponse
from django.views import View

from pipelines.models import Pipeline


class PipelineConfigView(LoginRequiredMixin, View):
    """Accepts a pipeline definition uploaded as YAML from the CI plugin."""

    def parse_definition(self, raw):
        return yaml.load(raw, Loader=yaml.UnsafeLoader)

    def post(self, request, pipeline_id):
        pipeline = Pipeline.objects.get(pk=pipeline_id, project__members=request.user)
        definition = self.parse_definition(request.body.decode("utf-8"))
        stages = definition.get("stages", [])
        pipeline.definition = definition
        pipeline.stage_count = len(stages)
        pipeline.save(update_fields=["definition", "stage_count"])
        return JsonResponse({"pipeline": pipeline.pk, "stages": stages})
