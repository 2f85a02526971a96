import ast

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()


class SeriesRequest(BaseModel):
    points: str
    label: str = "series"


def parse_points(raw: str):
    try:
        value = ast.literal_eval(raw)
    except (ValueError, SyntaxError):
        raise HTTPException(status_code=422, detail="points must be a literal list")
    if not isinstance(value, (list, tuple)) or not all(isinstance(p, (int, float)) for p in value):
        raise HTTPException(status_code=422, detail="points must be numbers")
    return list(value)


@app.post("/charts/series")
def build_series(req: SeriesRequest):
    points = parse_points(req.points)
    return {"label": req.label, "count": len(points), "max": max(points, default=None), "points": points}
