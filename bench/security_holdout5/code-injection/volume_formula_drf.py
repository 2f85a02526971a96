import ast

from rest_framework.response import Response
from rest_framework.views import APIView

ALLOWED_NODES = (
    ast.Expression, ast.BinOp, ast.UnaryOp, ast.Constant, ast.Name, ast.Load,
    ast.Add, ast.Sub, ast.Mult, ast.Div, ast.USub, ast.UAdd,
)
VARIABLES = {"width", "height", "depth"}


def compile_formula(text):
    tree = ast.parse(text, mode="eval")
    for node in ast.walk(tree):
        if not isinstance(node, ALLOWED_NODES):
            raise ValueError(f"unsupported syntax: {type(node).__name__}")
        if isinstance(node, ast.Constant) and not isinstance(node.value, (int, float)):
            raise ValueError("only numeric constants are allowed")
        if isinstance(node, ast.Name) and node.id not in VARIABLES:
            raise ValueError(f"unknown variable: {node.id}")
    return compile(tree, "<formula>", "eval")


class ShippingVolumeView(APIView):
    def post(self, request):
        try:
            code = compile_formula(str(request.data.get("formula", ""))[:200])
            dims = {name: float(request.data.get(name, 0)) for name in VARIABLES}
        except (SyntaxError, ValueError) as exc:
            return Response({"error": str(exc)}, status=400)
        try:
            result = eval(code, {"__builtins__": {}}, dims)
        except ZeroDivisionError:
            return Response({"error": "division by zero"}, status=400)
        return Response({"volume": result})
