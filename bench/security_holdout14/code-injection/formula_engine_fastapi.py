import ast
from typing import Dict

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()

ALLOWED_NODES = (
    ast.Expression, ast.BinOp, ast.UnaryOp, ast.Constant, ast.Name, ast.Load,
    ast.Add, ast.Sub, ast.Mult, ast.Div, ast.Mod, ast.USub, ast.UAdd,
)
MAX_LENGTH = 200


class FormulaError(ValueError):
    pass


class FormulaEngine:
    def __init__(self, variables: Dict[str, float]):
        self.variables = {k: float(v) for k, v in variables.items() if k.isidentifier()}

    def check(self, tree):
        for node in ast.walk(tree):
            if not isinstance(node, ALLOWED_NODES):
                raise FormulaError("unsupported element: %s" % type(node).__name__)
            if isinstance(node, ast.Constant) and not isinstance(node.value, (int, float)):
                raise FormulaError("only numeric constants are allowed")
            if isinstance(node, ast.Name) and node.id not in self.variables:
                raise FormulaError("unknown variable: %s" % node.id)

    def evaluate(self, expression: str) -> float:
        if len(expression) > MAX_LENGTH:
            raise FormulaError("formula too long")
        try:
            tree = ast.parse(expression, mode="eval")
        except SyntaxError as exc:
            raise FormulaError(str(exc)) from exc
        self.check(tree)
        code = compile(tree, "<formula>", "eval")
        return eval(code, {"__builtins__": {}}, dict(self.variables))


class FormulaRequest(BaseModel):
    expression: str
    variables: Dict[str, float] = {}


@app.post("/formulas/evaluate")
def evaluate_formula(req: FormulaRequest):
    engine = FormulaEngine(req.variables)
    try:
        value = engine.evaluate(req.expression)
    except FormulaError as exc:
        raise HTTPException(status_code=422, detail=str(exc))
    except ZeroDivisionError:
        raise HTTPException(status_code=422, detail="division by zero")
    return {"value": value}


@app.get("/formulas/operators")
def list_operators():
    return {"operators": ["+", "-", "*", "/", "%"]}
