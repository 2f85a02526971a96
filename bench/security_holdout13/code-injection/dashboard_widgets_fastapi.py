from datetime import datetime
from typing import Dict, List

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI(title="dashboards")

WIDGETS: Dict[int, dict] = {}
METRICS = {"orders": 412, "refunds": 9, "visitors": 18345, "signups": 133}


class WidgetIn(BaseModel):
    title: str
    metric: str
    transform: str = "value"


@app.get("/widgets")
def list_widgets() -> List[dict]:
    return list(WIDGETS.values())


@app.post("/widgets")
def create_widget(widget: WidgetIn):
    if widget.metric not in METRICS:
        raise HTTPException(status_code=400, detail="unknown metric")
    widget_id = len(WIDGETS) + 1
    WIDGETS[widget_id] = {
        "id": widget_id,
        "title": widget.title,
        "metric": widget.metric,
        "transform": widget.transform,
        "created": datetime.utcnow().isoformat(),
    }
    return WIDGETS[widget_id]


@app.get("/widgets/{widget_id}/render")
def render_widget(widget_id: int):
    widget = WIDGETS.get(widget_id)
    if widget is None:
        raise HTTPException(status_code=404)
    value = METRICS[widget["metric"]]
    shown = eval(widget["transform"], {"value": value, "round": round})
    return {"title": widget["title"], "shown": shown}


@app.delete("/widgets/{widget_id}")
def delete_widget(widget_id: int):
    WIDGETS.pop(widget_id, None)
    return {"deleted": widget_id}
