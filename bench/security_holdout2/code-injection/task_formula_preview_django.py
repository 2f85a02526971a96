import json
import math

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_POST

from .models import Project


@login_required
@require_POST
def preview_formula(request, project_id):
    project = get_object_or_404(Project, pk=project_id, owner=request.user)
    data = json.loads(request.body)
    formula = data.get("formula", "0")
    results = []
    for task in project.tasks.all():
        scope = {"hours": task.hours, "rate": task.rate, "priority": task.priority, "sqrt": math.sqrt}
        value = eval(formula, {"__builtins__": {}}, scope)
        results.append({"task": task.title, "value": value})
    return JsonResponse({"formula": formula, "preview": results})
