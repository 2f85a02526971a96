import operator
from typing import Literal

from fastapi import FastAPI
from pydantic import BaseModel, Field

app = FastAPI()

OPERATIONS = {
    "add": operator.add,
    "sub": operator.sub,
    "mul": operator.mul,
    "div": operator.truediv,
}


class Calculation(BaseModel):
    op: Literal["add", "sub", "mul", "div"]
    left: float = Field(..., ge=-1e9, le=1e9)
    right: float = Field(..., ge=-1e9, le=1e9)


@app.post("/calc")
async def calculate(calc: Calculation):
    func = OPERATIONS[calc.op]
    try:
        value = func(calc.left, calc.right)
    except ZeroDivisionError:
        return {"error": "division by zero"}
    return {"op": calc.op, "value": value}
