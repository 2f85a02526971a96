from typing import List

from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()


class PlotRequest(BaseModel):
    formula: str
    start: float = 0.0
    stop: float = 10.0
    steps: int = 20


def make_function(body: str):
    source = "lambda x: " + body
    return eval(source, {"__builtins__": {}}, {})


@app.post("/plot")
def plot(req: PlotRequest) -> List[float]:
    fn = make_function(req.formula)
    step = (req.stop - req.start) / max(req.steps, 1)
    return [fn(req.start + i * step) for i in range(req.steps)]
