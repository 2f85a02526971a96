import ast

from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

ALLOWED_NODES = (
    ast.Expression, ast.BinOp, ast.UnaryOp, ast.Constant,
    ast.Add, ast.Sub, ast.Mult, ast.Div, ast.Mod, ast.USub, ast.UAdd,
)


def check_tree(tree):
    for node in ast.walk(tree):
        if not isinstance(node, ALLOWED_NODES):
            raise ValueError(f"disallowed element: {type(node).__name__}")
        if isinstance(node, ast.Constant) and not isinstance(node.value, (int, float)):
            raise ValueError("only numeric constants")


async def evaluate(request):
    data = await request.json()
    source = str(data.get("expression", ""))[:100]
    try:
        tree = ast.parse(source, mode="eval")
        check_tree(tree)
        result = eval(compile(tree, "<expr>", "eval"), {"__builtins__": {}}, {})
    except (SyntaxError, ValueError, ZeroDivisionError) as exc:
        return JSONResponse({"error": str(exc)}, status_code=400)
    return JSONResponse({"result": result})


app = Starlette(routes=[Route("/evaluate", evaluate, methods=["POST"])])
