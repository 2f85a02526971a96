from fastapi import FastAPI, HTTPException

app = FastAPI()

PENSION_RATE = 0.05
FORMULAS = {
    "tax": "gross * rate",
    "pension": "gross * pension_rate",
    "net": "gross - gross * rate - gross * pension_rate",
}


@app.get("/payroll/{kind}")
def compute(kind: str, gross: float, rate: float = 0.2):
    formula = FORMULAS.get(kind)
    if formula is None:
        raise HTTPException(status_code=404, detail="unknown figure")
    if not 0 <= rate <= 0.6:
        raise HTTPException(status_code=400, detail="rate out of range")
    scope = {"gross": gross, "rate": rate, "pension_rate": PENSION_RATE}
    value = eval(formula, {"__builtins__": {}}, scope)
    return {"kind": kind, "gross": gross, "value": round(value, 2)}
