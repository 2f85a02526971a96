import yaml
from django import forms
from django.contrib.auth.mixins import LoginRequiredMixin
from django.db import transaction
from django.urls import reverse_lazy
from django.views.generic import FormView, ListView

from .models import Pipeline, Stage


class PipelineUploadForm(forms.Form):
    name = forms.CharField(max_length=120)
    definition = forms.FileField(help_text="YAML file exported from the pipeline editor")

    def clean_definition(self):
        upload = self.cleaned_data["definition"]
        if upload.size > 256 * 1024:
            raise forms.ValidationError("Definition file is too large.")
        return upload


def load_definition(upload):
    text = upload.read().decode("utf-8")
    spec = yaml.load(text, Loader=yaml.Loader)
    if not isinstance(spec, dict) or "stages" not in spec:
        raise ValueError("definition must contain a list of stages")
    return spec


class PipelineListView(LoginRequiredMixin, ListView):
    template_name = "pipelines/list.html"

    def get_queryset(self):
        return Pipeline.objects.filter(owner=self.request.user).order_by("-created_at")


class PipelineImportView(LoginRequiredMixin, FormView):
    template_name = "pipelines/import.html"
    form_class = PipelineUploadForm
    success_url = reverse_lazy("pipelines:list")

    def form_valid(self, form):
        try:
            spec = load_definition(form.cleaned_data["definition"])
        except (ValueError, UnicodeDecodeError, yaml.YAMLError) as exc:
            form.add_error("definition", str(exc))
            return self.form_invalid(form)

        with transaction.atomic():
            pipeline = Pipeline.objects.create(
                owner=self.request.user,
                name=form.cleaned_data["name"],
                timeout_minutes=int(spec.get("timeout", 30)),
            )
            for position, stage in enumerate(spec["stages"]):
                Stage.objects.create(
                    pipeline=pipeline,
                    position=position,
                    name=str(stage.get("name", f"stage-{position}")),
                    image=str(stage.get("image", "")),
                    script="\n".join(stage.get("script", [])),
                )
        return super().form_valid(form)
