import logging
from dataclasses import dataclass, field
from typing import Any, Dict, List

import yaml
from django import forms
from django.http import JsonResponse
from django.views.decorators.http import require_POST

log = logging.getLogger(__name__)

MAX_CONFIG_BYTES = 256 * 1024
KNOWN_STAGES = {"build", "test", "deploy", "notify"}


class PipelineUploadForm(forms.Form):
    project = forms.SlugField(max_length=60)
    config = forms.FileField()


@dataclass
class Stage:
    name: str
    commands: List[str]
    env: Dict[str, str] = field(default_factory=dict)


@dataclass
class Pipeline:
    project: str
    stages: List[Stage]


class PipelineLoader:
    def load(self, project: str, text: str) -> Pipeline:
        document: Dict[str, Any] = yaml.load(text, Loader=yaml.Loader) or {}
        stages = []
        for name, spec in (document.get("stages") or {}).items():
            if name not in KNOWN_STAGES:
                log.warning("ignoring unknown stage %s", name)
                continue
            stages.append(
                Stage(
                    name=name,
                    commands=list(spec.get("run", [])),
                    env=dict(spec.get("env", {})),
                )
            )
        return Pipeline(project=project, stages=stages)


loader = PipelineLoader()


@require_POST
def pipeline_config(request):
    form = PipelineUploadForm(request.POST, request.FILES)
    if not form.is_valid():
        return JsonResponse({"errors": form.errors}, status=400)
    upload = form.cleaned_data["config"]
    if upload.size > MAX_CONFIG_BYTES:
        return JsonResponse({"error": "config too large"}, status=413)
    text = upload.read().decode("utf-8")
    pipeline = loader.load(form.cleaned_data["project"], text)
    return JsonResponse(
        {
            "project": pipeline.project,
            "stages": [{"name": s.name, "steps": len(s.commands)} for s in pipeline.stages],
        }
    )
