import json
import math
import statistics

from django.http import HttpResponseBadRequest, JsonResponse
from django.views import View

AGGREGATES = {"mean": statistics.mean, "median": statistics.median, "sum": sum}


class MetricCalculator:
    def __init__(self, series):
        self.series = series
        self.namespace = {"math": math, "series": series}

    def define(self, name, formula):
        source = f"def {name}(series):\n    return {formula}\n"
        exec(source, self.namespace)
        return self.namespace[name]

    def aggregate(self, kind):
        func = AGGREGATES.get(kind)
        if func is None:
            raise ValueError("unknown aggregate")
        return func(self.series)


class CustomMetricView(View):
    http_method_names = ["post"]

    def post(self, request):
        try:
            body = json.loads(request.body)
        except json.JSONDecodeError:
            return HttpResponseBadRequest("invalid json")
        series = [float(v) for v in body.get("values", [])]
        calc = MetricCalculator(series)
        name = body.get("name", "metric")
        formula = body.get("formula", "sum(series)")
        try:
            metric = calc.define(name, formula)
            value = metric(series)
        except Exception as exc:
            return JsonResponse({"error": str(exc)}, status=422)
        return JsonResponse({"name": name, "value": value})


class AggregateView(View):
    http_method_names = ["get"]

    def get(self, request):
        values = [float(v) for v in request.GET.getlist("v")]
        kind = request.GET.get("kind", "mean")
        try:
            result = MetricCalculator(values).aggregate(kind)
        except (ValueError, statistics.StatisticsError) as exc:
            return JsonResponse({"error": str(exc)}, status=400)
        return JsonResponse({"kind": kind, "result": result})
