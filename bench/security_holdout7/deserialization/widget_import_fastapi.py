import jsonpickle
from fastapi import FastAPI, HTTPException, Request

app = FastAPI()
WIDGET_CACHE = {}


@app.post("/dashboard/widgets/import")
async def import_widgets(request: Request):
    payload = (await request.body()).decode("utf-8")
    if not payload.strip():
        raise HTTPException(status_code=400, detail="empty payload")
    widgets = jsonpickle.decode(payload)
    if not isinstance(widgets, list):
        widgets = [widgets]
    imported = 0
    for item in widgets:
        WIDGET_CACHE[str(len(WIDGET_CACHE) + 1)] = item
        imported += 1
    return {"imported": imported, "total": len(WIDGET_CACHE)}
