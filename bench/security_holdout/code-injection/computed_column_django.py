from django.http import JsonResponse
from django.views.decorators.http import require_POST

from reports.models import SalesRow


@require_POST
def computed_column(request):
    name = request.POST.get("name", "custom")
    formula = request.POST.get("formula", "0")
    source = f"def {name}(row):\n    return {formula}\n"
    namespace = {}
    exec(source, namespace)
    func = namespace[name]
    rows = SalesRow.objects.values("units", "price", "discount")[:500]
    return JsonResponse({"column": name, "values": [func(r) for r in rows]})
