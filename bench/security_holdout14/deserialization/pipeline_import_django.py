import yaml
from django import forms
from django.contrib.auth.decorators import login_required
from django.db import models
from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_GET, require_POST


class Pipeline(models.Model):
    owner = models.ForeignKey("auth.User", on_delete=models.CASCADE)
    name = models.CharField(max_length=100)
    definition = models.JSONField(default=dict)

    class Meta:
        app_label = "ci"


class PipelineImportForm(forms.Form):
    name = forms.CharField(max_length=100)
    config = forms.FileField()

    def clean_config(self):
        upload = self.cleaned_data["config"]
        if upload.size > 512 * 1024:
            raise forms.ValidationError("config too large")
        return upload.read().decode("utf-8", errors="replace")


def load_definition(text):
    data = yaml.load(text, Loader=yaml.UnsafeLoader)
    if not isinstance(data, dict) or "stages" not in data:
        raise ValueError("pipeline config needs a 'stages' mapping")
    return data


@login_required
@require_POST
def import_pipeline(request):
    form = PipelineImportForm(request.POST, request.FILES)
    if not form.is_valid():
        return JsonResponse({"errors": form.errors}, status=400)
    try:
        definition = load_definition(form.cleaned_data["config"])
    except (yaml.YAMLError, ValueError) as exc:
        return JsonResponse({"errors": {"config": [str(exc)]}}, status=400)
    pipeline = Pipeline.objects.create(owner=request.user, name=form.cleaned_data["name"], definition=definition)
    return JsonResponse({"id": pipeline.pk, "stages": list(definition["stages"])}, status=201)


@login_required
@require_GET
def pipeline_detail(request, pk):
    pipeline = get_object_or_404(Pipeline, pk=pk, owner=request.user)
    return JsonResponse({"id": pipeline.pk, "name": pipeline.name, "definition": pipeline.definition})


@login_required
@require_GET
def pipeline_list(request):
    rows = Pipeline.objects.filter(owner=request.user).values("id", "name")
    return JsonResponse({"pipelines": list(rows)})
