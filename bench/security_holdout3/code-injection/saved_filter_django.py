import ast

from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST

from .models import SavedFilter

FILTER_FIELDS = {"status", "carrier", "country", "min_weight", "max_weight"}


@login_required
@require_POST
def save_filter(request):
    raw = request.POST.get("definition", "{}")
    try:
        definition = ast.literal_eval(raw)
    except (ValueError, SyntaxError):
        return HttpResponseBadRequest("definition must be a dict literal")
    if not isinstance(definition, dict):
        return HttpResponseBadRequest("definition must be a dict literal")
    fields = {k: v for k, v in definition.items() if k in FILTER_FIELDS}
    saved = SavedFilter.objects.create(
        owner=request.user,
        name=request.POST.get("name", "Untitled")[:80],
        definition=fields,
    )
    return JsonResponse({"id": saved.pk, "fields": sorted(fields)})
