from django.http import JsonResponse

SYMBOLS = {"add": "+", "sub": "-", "mul": "*", "div": "/"}


def _operands(request):
    return float(request.GET.get("a", "0")), float(request.GET.get("b", "0"))


def calculate(request):
    a, b = _operands(request)
    symbol = SYMBOLS.get(request.GET.get("op", "add"), "+")
    expr = "(%r) %s (%r)" % (a, symbol, b)
    try:
        result = eval(expr, {"__builtins__": {}})
    except (ZeroDivisionError, NameError):
        result = None
    return JsonResponse({"result": result})
