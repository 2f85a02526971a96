from fastapi import FastAPI, HTTPException, Query

app = FastAPI()
BLOCKED = ("import", "__", "exec", "system", "subprocess")


@app.get("/calc")
def calc(expr: str = Query(..., max_length=200), precision: int = Query(4, ge=0, le=10)):
    lowered = expr.lower()
    if any(word in lowered for word in BLOCKED):
        raise HTTPException(status_code=400, detail="expression not allowed")
    try:
        value = eval(expr)
    except Exception as exc:
        raise HTTPException(status_code=422, detail=str(exc))
    if isinstance(value, float):
        value = round(value, precision)
    return {"expr": expr, "value": value}
