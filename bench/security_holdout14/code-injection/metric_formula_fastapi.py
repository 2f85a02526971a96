from fastapi import FastAPI
from pydantic import BaseModel, Field

app = FastAPI()


class DerivedMetric(BaseModel):
    name: str = Field(..., max_length=40)
    formula: str = Field(..., max_length=500)
    inputs: dict[str, float] = {}


@app.post("/metrics/preview")
async def preview_metric(metric: DerivedMetric):
    namespace = dict(metric.inputs)
    key = metric.name.replace("-", "_") + "_value"
    source = f"{key} = {metric.formula}"
    exec(source, {}, namespace)
    return {"metric": metric.name, "value": namespace.get(key)}
