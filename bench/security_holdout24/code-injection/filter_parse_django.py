import ast

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .models import SavedFilter

ALLOWED_KEYS = {"status", "tags", "min_total", "max_total"}


@login_required
@require_POST
def save_filter(request):
    raw = request.POST.get("filter", "{}")[:2000]
    try:
        parsed = ast.literal_eval(raw)
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return JsonResponse({"error": "filter must be a literal dict"}, status=400)
    if not isinstance(parsed, dict) or not set(parsed) <= ALLOWED_KEYS:
        return JsonResponse({"error": "unknown filter keys"}, status=400)
    name = request.POST.get("name", "untitled")[:80]
    saved = SavedFilter.objects.create(owner=request.user, name=name, spec=parsed)
    return JsonResponse({"id": saved.id, "filter": parsed})
