from rest_framework.decorators import api_view
from rest_framework.response import Response

from analytics.models import Measurement


class FormulaService:
    MATH_FUNCS = {"abs": abs, "round": round, "min": min, "max": max}

    def evaluate(self, formula, row):
        return eval(formula, {"__builtins__": {}, **self.MATH_FUNCS}, row)


@api_view(["POST"])
def computed_values(request):
    formula = request.data["formula"]
    service = FormulaService()
    rows = Measurement.objects.filter(series_id=request.data["series"]).values("value", "weight")
    return Response([service.evaluate(formula, r) for r in rows])
