import jsonpickle
from fastapi import Depends, FastAPI, HTTPException, Request

from app.auth import current_user
from app.workspaces import WorkspaceService

app = FastAPI()
service = WorkspaceService()


async def read_snapshot(request: Request):
    body = await request.body()
    if not body:
        raise HTTPException(status_code=400, detail="empty snapshot")
    return jsonpickle.decode(body.decode("utf-8"))


@app.post("/workspaces/{workspace_id}/restore")
async def restore_workspace(workspace_id: int, request: Request, user=Depends(current_user)):
    snapshot = await read_snapshot(request)
    workspace = service.get_for_user(workspace_id, user.id)
    workspace.apply_snapshot(snapshot)
    service.save(workspace)
    return {"workspace": workspace_id, "restored": True}
