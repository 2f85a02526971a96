from django.http import JsonResponse


def run_rule(request):
    field = request.GET.get("field", "total")
    threshold = request.GET.get("min", "0")
    source = "passed = " + "record['" + field + "'] >= " + threshold
    record = {"total": 120, "count": 4}
    scope = {"record": record}
    exec(source, scope)
    return JsonResponse({"passed": bool(scope.get("passed"))})
