import base64
import io
import pickle
from collections import OrderedDict

from django.core.cache import cache
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_GET, require_POST

PERMITTED_GLOBALS = {
    ("builtins", "list"),
    ("builtins", "dict"),
    ("builtins", "set"),
    ("builtins", "frozenset"),
    ("collections", "OrderedDict"),
}


class PlainDataUnpickler(pickle.Unpickler):
    def find_class(self, module, name):
        if (module, name) in PERMITTED_GLOBALS:
            return super().find_class(module, name)
        raise pickle.UnpicklingError(f"global {module}.{name} is forbidden")


def _decode(blob):
    return PlainDataUnpickler(io.BytesIO(blob)).load()


@csrf_exempt
@require_POST
def import_weights(request, model_name):
    try:
        blob = base64.b64decode(request.body, validate=True)
        weights = _decode(blob)
    except (ValueError, pickle.UnpicklingError, EOFError):
        return HttpResponseBadRequest("weights must be a pickled mapping of plain values")
    if not isinstance(weights, (dict, OrderedDict)):
        return HttpResponseBadRequest("expected a mapping")
    cache.set(f"weights:{model_name}", dict(weights), timeout=3600)
    return JsonResponse({"model": model_name, "layers": len(weights)})


@require_GET
def weights_summary(request, model_name):
    weights = cache.get(f"weights:{model_name}")
    if weights is None:
        return JsonResponse({"error": "not loaded"}, status=404)
    return JsonResponse({"model": model_name, "layers": sorted(map(str, weights))})


@require_GET
def permitted_types(request):
    return JsonResponse({"globals": sorted(f"{m}.{n}" for m, n in PERMITTED_GLOBALS)})
