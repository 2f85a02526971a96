from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_POST

from .models import Report


@login_required
@require_POST
def computed_column(request):
    report = get_object_or_404(Report, pk=request.POST.get("report_id"), owner=request.user)
    formula = request.POST.get("formula", "")
    label = request.POST.get("label", "computed")
    values = []
    for row in report.rows():
        scope = {"__builtins__": {}}
        try:
            values.append(eval(formula, scope, dict(row)))
        except ZeroDivisionError:
            values.append(None)
    return JsonResponse({"label": label, "values": values})
