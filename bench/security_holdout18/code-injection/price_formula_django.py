import ast

from django.http import JsonResponse

ALLOWED_NODES = (ast.Expression, ast.BinOp, ast.UnaryOp, ast.Constant, ast.Name, ast.Load,
                 ast.Add, ast.Sub, ast.Mult, ast.Div, ast.USub, ast.UAdd)
VARIABLES = {"qty", "price"}


def compile_formula(source):
    tree = ast.parse(source, mode="eval")
    for node in ast.walk(tree):
        if not isinstance(node, ALLOWED_NODES):
            raise ValueError(f"{type(node).__name__} is not allowed")
        if isinstance(node, ast.Name) and node.id not in VARIABLES:
            raise ValueError(f"unknown name {node.id}")
        if isinstance(node, ast.Constant) and not isinstance(node.value, (int, float)):
            raise ValueError("only numbers are allowed")
    return compile(tree, "<formula>", "eval")


def quote_total(request):
    try:
        code = compile_formula(request.GET.get("formula", "qty * price"))
        qty, price = int(request.GET["qty"]), float(request.GET["price"])
    except (KeyError, ValueError, SyntaxError) as exc:
        return JsonResponse({"error": str(exc)}, status=400)
    total = eval(code, {"__builtins__": {}}, {"qty": qty, "price": price})
    return JsonResponse({"total": round(total, 2)})
