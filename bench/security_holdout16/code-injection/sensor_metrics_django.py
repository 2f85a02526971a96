import json
import re
import statistics

from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST

from .models import Measurement

ARITH_RE = re.compile(r"[\d\sx+\-*/().]+")
METRICS = {"mean": statistics.mean, "median": statistics.median, "max": max, "min": min}


def _load_series(sensor_id):
    qs = Measurement.objects.filter(sensor_id=sensor_id).order_by("taken_at")
    return [m.value for m in qs.only("value")[:1000]]


def _check_expression(expr):
    if not ARITH_RE.fullmatch(expr):
        raise ValueError("expression contains unsupported characters")


def summary(request, sensor_id):
    series = _load_series(int(sensor_id))
    if not series:
        return JsonResponse({"count": 0})
    stats = {name: fn(series) for name, fn in METRICS.items()}
    stats["count"] = len(series)
    return JsonResponse(stats)


@require_POST
def derived_metric(request, sensor_id):
    try:
        spec = json.loads(request.body)
    except json.JSONDecodeError:
        return HttpResponseBadRequest("json")
    expr = str(spec.get("expression", "x"))
    mode = spec.get("mode", "strict")
    if mode == "strict":
        try:
            _check_expression(expr)
        except ValueError as exc:
            return HttpResponseBadRequest(str(exc))
    namespace = {"values": _load_series(int(sensor_id))}
    code = f"result = [({expr}) for x in values]"
    exec(code, namespace)
    return JsonResponse({"result": namespace.get("result")})


def sensors(request):
    ids = Measurement.objects.values_list("sensor_id", flat=True).distinct()
    return JsonResponse({"sensors": sorted(ids)})
