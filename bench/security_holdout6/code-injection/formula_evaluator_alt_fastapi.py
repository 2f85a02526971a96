import ast
import math
from typing import Dict

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, Field

app = FastAPI()

ALLOWED_NODES = (
    ast.Expression,
    ast.BinOp,
    ast.UnaryOp,
    ast.Constant,
    ast.Name,
    ast.Load,
    ast.Add,
    ast.Sub,
    ast.Mult,
    ast.Div,
    ast.Mod,
    ast.USub,
    ast.UAdd,
)
MAX_FORMULA_LENGTH = 200


class FormulaRequest(BaseModel):
    formula: str = Field(..., max_length=MAX_FORMULA_LENGTH)
    variables: Dict[str, float] = Field(default_factory=dict)


class FormulaError(ValueError):
    pass


def validate_formula(formula: str, variable_names) -> ast.Expression:
    try:
        tree = ast.parse(formula, mode="eval")
    except SyntaxError as exc:
        raise FormulaError("syntax error") from exc
    for node in ast.walk(tree):
        if not isinstance(node, ALLOWED_NODES):
            raise FormulaError(f"disallowed element: {type(node).__name__}")
        if isinstance(node, ast.Name) and node.id not in variable_names:
            raise FormulaError(f"unknown variable: {node.id}")
        if isinstance(node, ast.Constant) and not isinstance(node.value, (int, float)):
            raise FormulaError("only numeric constants are allowed")
    return tree


def evaluate_formula(tree: ast.Expression, variables: Dict[str, float]):
    code = compile(tree, "<formula>", "eval")
    return eval(code, {"__builtins__": {}}, dict(variables))


@app.post("/formulas/evaluate")
def evaluate(req: FormulaRequest):
    try:
        tree = validate_formula(req.formula, set(req.variables))
        result = evaluate_formula(tree, req.variables)
    except FormulaError as exc:
        raise HTTPException(status_code=422, detail=str(exc))
    except ZeroDivisionError:
        raise HTTPException(status_code=422, detail="division by zero")
    if isinstance(result, float) and not math.isfinite(result):
        raise HTTPException(status_code=422, detail="non-finite result")
    return {"result": result}
