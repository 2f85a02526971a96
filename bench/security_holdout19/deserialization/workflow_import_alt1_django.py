import yaml
from django import forms
from django.contrib.auth.mixins import LoginRequiredMixin
from django.db import transaction
from django.urls import reverse_lazy
from django.views.generic import FormView

from .models import Workflow, WorkflowStep


class WorkflowUploadForm(forms.Form):
    name = forms.CharField(max_length=120)
    definition = forms.FileField(help_text="YAML file exported from the workflow designer")

    def clean_definition(self):
        upload = self.cleaned_data["definition"]
        if upload.size > 256 * 1024:
            raise forms.ValidationError("Definition file is too large.")
        try:
            spec = yaml.safe_load(upload.read().decode("utf-8"))
        except (UnicodeDecodeError, yaml.YAMLError) as exc:
            raise forms.ValidationError(f"Could not read YAML: {exc}")
        if not isinstance(spec, dict) or not isinstance(spec.get("steps"), list):
            raise forms.ValidationError("Definition must contain a list of steps.")
        return spec


class WorkflowImportView(LoginRequiredMixin, FormView):
    template_name = "workflows/import.html"
    form_class = WorkflowUploadForm
    success_url = reverse_lazy("workflows:list")

    def form_valid(self, form):
        spec = form.cleaned_data["definition"]
        with transaction.atomic():
            workflow = Workflow.objects.create(
                owner=self.request.user,
                name=form.cleaned_data["name"],
                retries=int(spec.get("retries", 0)),
            )
            for position, step in enumerate(spec["steps"]):
                if not isinstance(step, dict):
                    continue
                WorkflowStep.objects.create(
                    workflow=workflow,
                    position=position,
                    name=str(step.get("name", f"step-{position}")),
                    action=str(step.get("action", "noop")),
                    params=step.get("params") or {},
                )
        return super().form_valid(form)
