from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()


class Formula(BaseModel):
    left: str
    operator: str
    right: str


@app.post("/formula")
def apply_formula(formula: Formula):
    expression = f"{formula.left} {formula.operator} {formula.right}"
    result = eval(expression)
    return {"expression": expression, "result": result}
