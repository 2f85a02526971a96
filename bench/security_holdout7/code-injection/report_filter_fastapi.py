from typing import List

from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()

SAMPLE_ROWS = [
    {"id": 1, "region": "EU", "amount": 120.0},
    {"id": 2, "region": "US", "amount": 75.5},
    {"id": 3, "region": "EU", "amount": 310.0},
]


class FilterRequest(BaseModel):
    condition: str = "True"
    fields: List[str] = ["id", "amount"]


@app.post("/reports/filter")
def report_filter(body: FilterRequest):
    source = f"def predicate(row):\n    return {body.condition}\n"
    namespace: dict = {}
    exec(source, namespace)
    predicate = namespace["predicate"]
    rows = [r for r in SAMPLE_ROWS if predicate(r)]
    return [{k: r.get(k) for k in body.fields} for r in rows]
