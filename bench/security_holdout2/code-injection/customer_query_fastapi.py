import csv
from pathlib import Path

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()
DATASET = Path("/srv/data/customers.csv")


class FilterRequest(BaseModel):
    where: str
    columns: list[str] = ["id", "name", "country"]


@app.post("/datasets/customers/query")
def query_customers(req: FilterRequest):
    try:
        predicate = compile(req.where, "<where>", "eval")
    except SyntaxError as exc:
        raise HTTPException(status_code=400, detail=f"invalid filter: {exc.msg}")
    matches = []
    with DATASET.open(newline="") as fh:
        for row in csv.DictReader(fh):
            if eval(predicate, {}, dict(row)):
                matches.append({c: row.get(c) for c in req.columns})
    return {"count": len(matches), "rows": matches[:500]}
