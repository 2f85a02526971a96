import ast
from decimal import Decimal

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, Field

app = FastAPI()

MAX_EXPRESSION_LENGTH = 200
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
    ast.USub,
    ast.UAdd,
)
ALLOWED_NAMES = {"base", "qty", "tax"}


class PriceQuote(BaseModel):
    expression: str = Field(..., max_length=MAX_EXPRESSION_LENGTH)
    base: float
    qty: int = 1
    tax: float = 0.0


class ExpressionError(ValueError):
    pass


def check_expression(source: str) -> ast.Expression:
    tree = ast.parse(source, mode="eval")
    for node in ast.walk(tree):
        if not isinstance(node, ALLOWED_NODES):
            raise ExpressionError(f"{type(node).__name__} is not allowed")
        if isinstance(node, ast.Name) and node.id not in ALLOWED_NAMES:
            raise ExpressionError(f"unknown name {node.id}")
        if isinstance(node, ast.Constant) and not isinstance(node.value, (int, float)):
            raise ExpressionError("only numeric constants are allowed")
    return tree


def evaluate_price(tree: ast.Expression, quote: PriceQuote) -> Decimal:
    code = compile(tree, "<price>", "eval")
    scope = {"base": quote.base, "qty": quote.qty, "tax": quote.tax}
    value = eval(code, {"__builtins__": {}}, scope)
    return Decimal(str(value)).quantize(Decimal("0.01"))


@app.post("/pricing/quote")
def quote_price(quote: PriceQuote):
    try:
        tree = check_expression(quote.expression)
    except (SyntaxError, ExpressionError) as exc:
        raise HTTPException(status_code=422, detail=str(exc))
    try:
        total = evaluate_price(tree, quote)
    except ZeroDivisionError:
        raise HTTPException(status_code=422, detail="division by zero")
    return {"expression": quote.expression, "total": str(total)}
