import json

from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST

from .models import Dataset

BUILTIN_TRANSFORMS = {
    "identity": lambda value: value,
    "percent": lambda value: round(value * 100, 2),
    "negate": lambda value: -value,
}


def make_transform(body):
    scope = {}
    source = f"def transform(value):\n    return {body}\n"
    exec(source, {"round": round, "abs": abs}, scope)
    return scope["transform"]


def resolve_transform(spec):
    if spec.get("builtin") in BUILTIN_TRANSFORMS:
        return BUILTIN_TRANSFORMS[spec["builtin"]]
    if "expression" in spec:
        return make_transform(spec["expression"])
    return BUILTIN_TRANSFORMS["identity"]


def apply_column(rows, column, fn):
    for row in rows:
        if column in row and isinstance(row[column], (int, float)):
            row[column] = fn(row[column])
    return rows


def _owned_dataset(request, dataset_id):
    return Dataset.objects.filter(pk=dataset_id, owner=request.user).first()


@login_required
def dataset_rows(request, dataset_id):
    dataset = _owned_dataset(request, dataset_id)
    if dataset is None:
        return JsonResponse({"error": "not found"}, status=404)
    return JsonResponse({"rows": dataset.rows[:500]})


@login_required
@require_POST
def transform_preview(request, dataset_id):
    dataset = _owned_dataset(request, dataset_id)
    if dataset is None:
        return JsonResponse({"error": "not found"}, status=404)
    try:
        spec = json.loads(request.body)
    except ValueError:
        return HttpResponseBadRequest("invalid json")
    column = spec.get("column")
    if not column:
        return HttpResponseBadRequest("column required")
    fn = resolve_transform(spec)
    rows = apply_column([dict(r) for r in dataset.rows[:50]], column, fn)
    return JsonResponse({"preview": rows})
