import ast
import math
from typing import Dict

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, Field

ALLOWED_NODES = (
    ast.Expression,
    ast.BinOp,
    ast.UnaryOp,
    ast.Constant,
    ast.Name,
    ast.Load,
    ast.Call,
    ast.Add,
    ast.Sub,
    ast.Mult,
    ast.Div,
    ast.Mod,
    ast.USub,
    ast.UAdd,
)
ALLOWED_FUNCTIONS = {"sqrt": math.sqrt, "log": math.log, "abs": abs, "round": round}
MAX_LENGTH = 200

app = FastAPI()


class FormulaRequest(BaseModel):
    formula: str = Field(..., max_length=MAX_LENGTH)
    variables: Dict[str, float] = {}


class FormulaError(ValueError):
    pass


def validate_formula(source: str, variables: Dict[str, float]) -> ast.Expression:
    tree = ast.parse(source, mode="eval")
    names = set(ALLOWED_FUNCTIONS) | set(variables)
    for node in ast.walk(tree):
        if not isinstance(node, ALLOWED_NODES):
            raise FormulaError(f"construct not allowed: {type(node).__name__}")
        if isinstance(node, ast.Name) and node.id not in names:
            raise FormulaError(f"unknown name: {node.id}")
        if isinstance(node, ast.Call) and not (
            isinstance(node.func, ast.Name) and node.func.id in ALLOWED_FUNCTIONS and not node.keywords
        ):
            raise FormulaError("only the listed math functions may be called")
        if isinstance(node, ast.Constant) and not isinstance(node.value, (int, float)):
            raise FormulaError("only numeric constants are allowed")
    return tree


def evaluate(tree: ast.Expression, variables: Dict[str, float]) -> float:
    namespace = {"__builtins__": {}}
    namespace.update(ALLOWED_FUNCTIONS)
    namespace.update(variables)
    code = compile(tree, "<formula>", "eval")
    return eval(code, namespace)


@app.post("/formulas/evaluate")
def evaluate_formula(req: FormulaRequest):
    bad = [k for k in req.variables if not k.isidentifier() or k.startswith("_")]
    if bad:
        raise HTTPException(status_code=400, detail=f"invalid variable names: {bad}")
    try:
        tree = validate_formula(req.formula, req.variables)
        value = evaluate(tree, req.variables)
    except (SyntaxError, ValueError, ZeroDivisionError, TypeError) as exc:
        raise HTTPException(status_code=400, detail=str(exc))
    return {"formula": req.formula, "value": value}
