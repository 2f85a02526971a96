import jsonpickle
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST


@csrf_exempt
@require_POST
def restore_saved_search(request):
    state = jsonpickle.decode(request.body.decode("utf-8"))
    filters = state.get("filters", {}) if isinstance(state, dict) else {}
    sort = state.get("sort", "relevance") if isinstance(state, dict) else "relevance"
    return JsonResponse({"filters": filters, "sort": sort})
