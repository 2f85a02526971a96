from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()

SAMPLE_ROWS = [{"qty": 3, "price": 9.5}, {"qty": 1, "price": 120.0}]


class ColumnSpec(BaseModel):
    name: str
    expression: str


@app.post("/reports/preview")
def report_column(spec: ColumnSpec):
    source = spec.expression.strip().rstrip(";")
    fn = eval("lambda qty, price: " + source)
    values = [fn(**row) for row in SAMPLE_ROWS]
    return {spec.name: values}
