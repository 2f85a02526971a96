import operator

from fastapi import APIRouter, HTTPException
from pydantic import BaseModel

router = APIRouter()

OPERATIONS = {
    "add": operator.add,
    "sub": operator.sub,
    "mul": operator.mul,
    "div": operator.truediv,
    "pow": pow,
}


class Calculation(BaseModel):
    op: str
    left: float
    right: float


def apply(calc: Calculation) -> float:
    func = OPERATIONS.get(calc.op)
    if func is None:
        raise HTTPException(status_code=400, detail="unknown operation")
    return func(calc.left, calc.right)


@router.post("/calculate")
def calculate(calc: Calculation):
    return {"result": apply(calc)}
