import json

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt


@csrf_exempt
def run_transform(request):
    body = json.loads(request.body or b"{}")
    field = body.get("field", "amount")
    expression = body.get("expr", "value")
    rows = body.get("rows", [])
    source = "def _transform(value, row):\n    return " + expression + "\n"
    namespace = {}
    exec(source, namespace)
    transform = namespace["_transform"]
    out = [dict(r, **{field: transform(r.get(field), r)}) for r in rows]
    return JsonResponse({"rows": out})
