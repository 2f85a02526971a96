from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_POST

from .models import Workspace


@require_POST
def select_workspace(request):
    values = {}
    values["requested"] = request.POST.get("workspace_id", "")
    workspace = get_object_or_404(Workspace, pk=values["requested"], members=request.user)
    key = "active_workspace"
    request.session[key] = workspace.pk
    return JsonResponse({"active": workspace.pk})
