import jsonpickle
from fastapi import Body, FastAPI, HTTPException

app = FastAPI()
DASHBOARDS = {}


@app.put("/dashboards/{dashboard_id}/widgets")
def save_widgets(dashboard_id: str, state: str = Body(..., media_type="text/plain")):
    try:
        widgets = jsonpickle.decode(state)
    except Exception:
        raise HTTPException(status_code=400, detail="could not read widget state")
    if not isinstance(widgets, list):
        raise HTTPException(status_code=422, detail="expected a list of widgets")
    DASHBOARDS[dashboard_id] = widgets
    return {"dashboard": dashboard_id, "widgets": len(widgets)}
