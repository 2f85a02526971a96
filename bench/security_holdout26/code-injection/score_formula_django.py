from django.http import JsonResponse
from django.views.decorators.http import require_GET


@require_GET
def score_formula(request):
    submitted = request.GET.get("formula", "")
    formulas = ["base * 2 + bonus", submitted, "base + bonus"]
    formula = formulas[0]
    base = int(request.GET.get("base", "0"))
    bonus = int(request.GET.get("bonus", "0"))
    score = eval(formula, {"__builtins__": {}}, {"base": base, "bonus": bonus})
    return JsonResponse({"score": score})
