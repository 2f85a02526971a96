import ast

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, Field

app = FastAPI()

ALLOWED_NODES = (
    ast.Expression, ast.BinOp, ast.UnaryOp, ast.Constant,
    ast.Add, ast.Sub, ast.Mult, ast.Div, ast.Mod, ast.USub, ast.UAdd,
)


class Expr(BaseModel):
    expression: str = Field(..., max_length=200)


def compile_arithmetic(source: str):
    try:
        tree = ast.parse(source, mode="eval")
    except SyntaxError:
        raise HTTPException(400, "not a valid expression")
    for node in ast.walk(tree):
        if not isinstance(node, ALLOWED_NODES):
            raise HTTPException(400, f"unsupported element: {type(node).__name__}")
        if isinstance(node, ast.Constant) and type(node.value) not in (int, float):
            raise HTTPException(400, "only numbers are allowed")
    return compile(tree, "<calc>", "eval")


@app.post("/calc")
def calculate(body: Expr):
    code = compile_arithmetic(body.expression)
    try:
        result = eval(code, {"__builtins__": {}}, {})
    except ZeroDivisionError:
        raise HTTPException(400, "division by zero")
    return {"expression": body.expression, "result": result}
