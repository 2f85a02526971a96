import ast
import operator

from fastapi import FastAPI, HTTPException

app = FastAPI()

OPS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.USub: operator.neg,
}


def _eval(node):
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return node.value
    if isinstance(node, ast.BinOp) and type(node.op) in OPS:
        return OPS[type(node.op)](_eval(node.left), _eval(node.right))
    if isinstance(node, ast.UnaryOp) and type(node.op) in OPS:
        return OPS[type(node.op)](_eval(node.operand))
    raise ValueError("unsupported expression")


@app.get("/calc")
def calc(expr: str):
    if len(expr) > 200:
        raise HTTPException(status_code=400, detail="expression too long")
    try:
        tree = ast.parse(expr, mode="eval")
        result = _eval(tree.body)
    except (SyntaxError, ValueError, ZeroDivisionError):
        raise HTTPException(status_code=400, detail="bad expression")
    return {"result": result}
