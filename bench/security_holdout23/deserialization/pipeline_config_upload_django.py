import yaml
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_POST

from .models import Project


@login_required
@require_POST
def upload_pipeline(request, project_id):
    project = get_object_or_404(Project, pk=project_id, members=request.user)
    document = yaml.load(request.FILES["pipeline"].read(), Loader=yaml.Loader)
    stages = document.get("stages", [])
    project.pipeline_stages = [str(s) for s in stages]
    project.save(update_fields=["pipeline_stages"])
    return JsonResponse({"project": project.pk, "stages": project.pipeline_stages})
