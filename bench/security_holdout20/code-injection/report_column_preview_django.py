import json

from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST

from reports.models import SalesRow

FIELDS = ("units", "unit_price", "discount", "tax_rate")


@login_required
@require_POST
def preview_computed_column(request):
    try:
        spec = json.loads(request.body.decode("utf-8"))
    except ValueError:
        return HttpResponseBadRequest("invalid JSON")

    name = str(spec.get("name", ""))
    formula = str(spec.get("formula", ""))
    if not name.isidentifier() or name in FIELDS:
        return HttpResponseBadRequest("column name must be a new identifier")
    if not formula:
        return HttpResponseBadRequest("formula is required")

    code = compile(f"{name} = {formula}", "<computed-column>", "exec")
    preview = []
    for row in SalesRow.objects.filter(owner=request.user).order_by("-sold_on")[:20]:
        scope = {field: getattr(row, field) for field in FIELDS}
        exec(code, {"__builtins__": {}}, scope)
        preview.append({"id": row.pk, name: scope.get(name)})
    return JsonResponse({"column": name, "preview": preview})
