from django.http import JsonResponse


def apply_formula(formula, base_price):
    namespace = {"price": base_price}
    exec(f"total = {formula}", namespace)
    return namespace["total"]


def quote_price(request):
    formula = request.POST.get("formula", "price * 1.2")
    return JsonResponse({"total": apply_formula(formula, 100)})
