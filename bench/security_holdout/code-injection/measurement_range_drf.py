import ast

from rest_framework.decorators import api_view
from rest_framework.response import Response

from analytics.models import Measurement


@api_view(["GET"])
def measurements_in_range(request):
    raw = request.query_params.get("bounds", "(0, 100)")
    try:
        low, high = ast.literal_eval(raw)
    except (ValueError, SyntaxError, TypeError):
        return Response({"detail": "bounds must look like (low, high)"}, status=400)
    qs = Measurement.objects.filter(value__gte=low, value__lte=high).values("id", "value")
    return Response(list(qs[:1000]))
