from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()


class Sheet:
    def __init__(self, cells):
        self.cells = cells

    def compute(self, formula):
        env = {"cells": self.cells, "sum": sum, "max": max, "min": min}
        return eval(formula, {"__builtins__": {}}, env)


class FormulaRequest(BaseModel):
    cells: dict
    formula: str


@app.post("/sheets/compute")
def compute(req: FormulaRequest):
    sheet = Sheet(req.cells)
    formula = req.formula.lstrip("=")
    return {"value": sheet.compute(formula)}
