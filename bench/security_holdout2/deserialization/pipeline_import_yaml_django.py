import yaml
from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST

from ci.models import Pipeline, Stage


@login_required
@require_POST
def import_pipeline(request):
    spec = yaml.load(request.body, Loader=yaml.Loader)
    if not isinstance(spec, dict) or "stages" not in spec:
        return HttpResponseBadRequest("pipeline spec must define stages")
    pipeline = Pipeline.objects.create(owner=request.user, name=spec.get("name", "untitled"))
    for position, stage in enumerate(spec["stages"]):
        Stage.objects.create(
            pipeline=pipeline,
            position=position,
            name=stage.get("name", f"stage-{position}"),
            image=stage.get("image", "alpine:3"),
            script="\n".join(stage.get("script", [])),
        )
    return JsonResponse({"id": pipeline.pk, "stages": len(spec["stages"])}, status=201)
