import jsonpickle
from fastapi import FastAPI, HTTPException, Request

app = FastAPI()
WORKSPACES = {}


@app.post("/workspaces/{name}/import")
async def workspace_import(name: str, request: Request):
    body = (await request.body()).decode("utf-8")
    if not body:
        raise HTTPException(status_code=400, detail="empty payload")
    state = jsonpickle.decode(body)
    WORKSPACES[name] = state
    if isinstance(state, dict):
        panels = state.get("panels", [])
    else:
        panels = getattr(state, "panels", [])
    return {"workspace": name, "panels": len(panels)}
