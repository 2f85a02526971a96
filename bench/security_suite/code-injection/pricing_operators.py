import operator

from django.http import JsonResponse

OPERATIONS = {"add": operator.add, "mul": operator.mul, "sub": operator.sub}


def apply_adjustment(op_name, base_price, amount):
    operation = OPERATIONS[op_name]
    return operation(base_price, amount)


def quote_price(request):
    op_name = request.POST.get("op", "mul")
    amount = float(request.POST.get("amount", "1.2"))
    return JsonResponse({"total": apply_adjustment(op_name, 100, amount)})
